import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: routes("idp", "idp/new", "idp/:id"),
  searchHits: {
    idpPlan: { icon: "trending-up", label: { en: "Development plans", ru: "Планы развития", ua: "Плани розвитку" } },
  },
};
