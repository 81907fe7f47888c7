import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: routes("calendar"),
  searchHits: {
    event: { icon: "calendar", label: { en: "Events", ru: "События", ua: "Події" } },
  },
};
