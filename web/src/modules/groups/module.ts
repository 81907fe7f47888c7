import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: routes("groups", "groups/:_id", "group/:_id"),
  searchHits: {
    group: { icon: "people", label: { en: "Groups", ru: "Группы", ua: "Групи" } },
  },
};
