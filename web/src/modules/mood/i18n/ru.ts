import type { SameShape } from "../../../i18n/types";
import type { mood as en } from "./en";

export const mood: SameShape<typeof en> = {
  title: "Как вы сегодня?",
  hint: "Оцените настроение от 1 до 10. Хранятся только количества по дням и отделам, без вашего имени.",
  scale: "Ваше настроение, от 1 до 10",
  option: "{{rating}}: {{word}}",
  words: {
    awful: "ужасно",
    bad: "плохо",
    soso: "так себе",
    good: "хорошо",
    great: "отлично",
  },
  low: "Ужасно",
  high: "Отлично",
  submit: "Отправить",
  later: "Позже",
  thanks: "Спасибо! Настроение за сегодня отмечено.",
};
