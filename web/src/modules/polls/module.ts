import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: routes("polls", "poll/new", "poll/:_id", "poll/:_id/results"),
  searchHits: {
    poll: { icon: "horizontal-bar-chart", label: { en: "Polls", ru: "Опросы", ua: "Опитування" } },
  },
};
