import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: routes("services", "services/new", "service/request/:_id", "service/:_id", "service/:_id/edit"),
  searchHits: {
    service: { icon: "application", label: { en: "Services", ru: "Услуги", ua: "Послуги" } },
    serviceRequest: { icon: "application", label: { en: "Service requests", ru: "Заявки", ua: "Заявки" } },
  },
};
