import type { SameShape } from "../../../i18n/types";
import type { mood as en } from "./en";

export const mood: SameShape<typeof en> = {
  title: "Як ви сьогодні?",
  hint: "Оцініть настрій від 1 до 10. Зберігаються лише кількості за днями та відділами, без вашого імені.",
  scale: "Ваш настрій, від 1 до 10",
  option: "{{rating}}: {{word}}",
  words: {
    awful: "жахливо",
    bad: "погано",
    soso: "так собі",
    good: "добре",
    great: "чудово",
  },
  low: "Жахливо",
  high: "Чудово",
  submit: "Надіслати",
  later: "Пізніше",
  thanks: "Дякуємо! Настрій за сьогодні відмічено.",
};
