import type { SameShape } from "../../../i18n/types";
import type { birthdays as en } from "./en";

export const birthdays: SameShape<typeof en> = {
  title: "Дни рождения",
  today: "Сегодня",
  noneToday: "Сегодня дней рождения нет",
  upcoming_one: "Ближайший {{count}} день",
  upcoming_few: "Ближайшие {{count}} дня",
  upcoming_many: "Ближайшие {{count}} дней",
  upcoming_other: "Ближайшие {{count}} дня",
  noneUpcoming: "В ближайшие дни дней рождения нет",
  tomorrow: "завтра",
  inDays_one: "через {{count}} день",
  inDays_few: "через {{count}} дня",
  inDays_many: "через {{count}} дней",
  inDays_other: "через {{count}} дня",
  loadFailed: "Не удалось загрузить",
};
