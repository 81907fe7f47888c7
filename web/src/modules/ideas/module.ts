import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: routes("idea", "idea/:_id"),
  searchHits: {
    idea: { icon: "lightbulb", label: { en: "Ideas", ru: "Идеи", ua: "Ідеї" } },
  },
};
