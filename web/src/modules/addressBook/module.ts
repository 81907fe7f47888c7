import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: routes("addressBook"),
  searchHits: {
    person: { icon: "person", label: { en: "People", ru: "Люди", ua: "Люди" } },
  },
};
