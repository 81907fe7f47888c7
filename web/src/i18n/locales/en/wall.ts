/** Texts of the company wall, post pages, widgets and birthdays (English; ru and ua mirror the keys). */
export const wall = {
  wall: {
    title: "Company",
  },
};
