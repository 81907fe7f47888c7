import type { SameShape } from "../../../i18n/types";
import type { birthdays as en } from "./en";

export const birthdays: SameShape<typeof en> = {
  title: "Дні народження",
  today: "Сьогодні",
  noneToday: "Сьогодні днів народження немає",
  upcoming_one: "Найближчий {{count}} день",
  upcoming_few: "Найближчі {{count}} дні",
  upcoming_many: "Найближчі {{count}} днів",
  upcoming_other: "Найближчі {{count}} дня",
  noneUpcoming: "Найближчими днями днів народження немає",
  tomorrow: "завтра",
  inDays_one: "через {{count}} день",
  inDays_few: "через {{count}} дні",
  inDays_many: "через {{count}} днів",
  inDays_other: "через {{count}} дня",
  loadFailed: "Не вдалося завантажити",
};
