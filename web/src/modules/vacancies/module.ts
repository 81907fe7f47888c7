import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: routes("vacancies", "vacancy/:_id"),
  searchHits: {
    vacancy: { icon: "briefcase", label: { en: "Vacancies", ru: "Вакансии", ua: "Вакансії" } },
  },
};
