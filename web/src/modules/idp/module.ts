import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: routes("idp", "idp/new", "idp/:id"),
  searchHits: {
    // The kind of document (as "Articles", "Posts"): the module's own name stays out of the first load.
    idpPlan: { icon: "trending-up", label: { en: "Plans", ru: "Планы развития", ua: "Плани розвитку" } },
  },
};
