import type { SameShape } from "../../../i18n/types";
import type { birthdays as en } from "./en";

export const birthdays: SameShape<typeof en> = {
  title: "Дні народження",
  today: "Сьогодні",
  noneToday: "Сьогодні днів народження немає",
  upcoming: "Найближчі дні: {{days}}",
  noneUpcoming: "Найближчими днями днів народження немає",
  tomorrow: "завтра",
  inDays: "через {{days}} дн.",
  loadFailed: "Не вдалося завантажити",
};
