/** Texts of the birthdays page (English; ru and ua must have exactly these keys). */
export const birthdays = {
  title: "Birthdays",
  today: "Today",
  noneToday: "No birthdays today",
  upcoming: "Next {{days}} days",
  noneUpcoming: "No birthdays in the coming days",
  tomorrow: "tomorrow",
  inDays: "in {{days}} days",
  loadFailed: "Could not load",
};
