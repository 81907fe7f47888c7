/** Texts of the birthdays page (English; ru and ua must have exactly these keys). */
export const birthdays = {
  title: "Birthdays",
  today: "Today",
  noneToday: "No birthdays today",
  upcoming_one: "Next {{count}} day",
  upcoming_few: "Next {{count}} days",
  upcoming_many: "Next {{count}} days",
  upcoming_other: "Next {{count}} days",
  noneUpcoming: "No birthdays in the coming days",
  tomorrow: "tomorrow",
  inDays_one: "in {{count}} day",
  inDays_few: "in {{count}} days",
  inDays_many: "in {{count}} days",
  inDays_other: "in {{count}} days",
  loadFailed: "Could not load",
};
