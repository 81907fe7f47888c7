/** Texts of the notification center, the navbar badge and the popup (English; ru and ua mirror the keys). */
export const notices = {
  notices: {
    title: "Notifications",
  },
};
