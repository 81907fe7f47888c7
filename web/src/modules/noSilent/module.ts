import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: routes("report_violation", "report_violation/:_id"),
  // The anonymous reporter's way back: the code is typed into the page's form, never put in the address.
  publicRoutes: ["report_violation/follow-up"],
  searchHits: {
    violationReport: {
      icon: "volume-up",
      label: { en: "Violation reports", ru: "Сообщения о нарушениях", ua: "Повідомлення про порушення" },
    },
  },
};
