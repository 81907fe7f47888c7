import type { SameShape } from "../../../i18n/types";
import type { birthdays as en } from "./en";

export const birthdays: SameShape<typeof en> = {
  title: "Дни рождения",
  today: "Сегодня",
  noneToday: "Сегодня дней рождения нет",
  upcoming: "Ближайшие дни: {{days}}",
  noneUpcoming: "В ближайшие дни дней рождения нет",
  tomorrow: "завтра",
  inDays: "через {{days}} дн.",
  loadFailed: "Не удалось загрузить",
};
