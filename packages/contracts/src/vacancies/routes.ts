import {
  createVacancyBodySchema,
  updateVacancyBodySchema,
  vacancyClientParamsSchema,
  vacancyListQuerySchema,
  vacancyParamsSchema,
  vacancyRespondBodySchema,
  vacancyResponseParamsSchema,
} from "./schemas";
import { answer, defineRoutes } from "../route";
import type { DownloadUrl } from "../files/views";
import type { VacancyPage, VacancyRespondedView, VacancyResponseView, VacancyView } from "./views";

const access = "vacancies" as const;

/**
 * Vacancies (rules spec §7 Articles and vacancies: `section=vacancy`, `vac_respond`), for the
 * `vacancies` right; administrators manage them. A closed vacancy is seen only by admins and recipients.
 */
export const vacanciesRoutes = defineRoutes("vacancies", {
  list: {
    method: "GET",
    path: "/api/vacancies/{client}",
    access,
    summary: "Open vacancies, newest first (admins: closed ones too), by tags or a search",
    params: vacancyClientParamsSchema,
    query: vacancyListQuerySchema,
    answer: answer<VacancyPage>(),
  },
  get: {
    method: "GET",
    path: "/api/vacancy/{id}",
    access,
    summary: "One vacancy with its description, requirements and conditions",
    params: vacancyParamsSchema,
    answer: answer<VacancyView>(),
  },
  create: {
    method: "POST",
    path: "/api/vacancy",
    access: "admin",
    summary: "Opens a vacancy and publishes it to the company feed",
    body: createVacancyBodySchema,
    answer: answer<VacancyView>(),
  },
  update: {
    method: "PUT",
    path: "/api/vacancy/{id}",
    access: "admin",
    summary: "Changes a vacancy, closes or reopens it",
    params: vacancyParamsSchema,
    body: updateVacancyBodySchema,
    answer: answer<VacancyView>(),
  },
  remove: {
    method: "DELETE",
    path: "/api/vacancy/{id}",
    access: "admin",
    summary: "Deletes a vacancy with its responses and their CVs",
    params: vacancyParamsSchema,
    answer: answer<void>(),
  },
  respond: {
    method: "POST",
    path: "/api/vac_respond",
    access,
    summary: "Responds to a vacancy with a message and a CV; the recipients are notified",
    body: vacancyRespondBodySchema,
    answer: answer<VacancyRespondedView>(),
  },
  responses: {
    method: "GET",
    path: "/api/vacancy/{id}/responses",
    access,
    summary: "The responses to a vacancy, newest first (its recipients and admins)",
    params: vacancyParamsSchema,
    answer: answer<VacancyResponseView[]>(),
  },
  cv: {
    method: "GET",
    path: "/api/vacancy/{id}/responses/{response}/cv",
    access,
    summary: "A short-lived download link of a response's CV (the vacancy's recipients and admins)",
    params: vacancyResponseParamsSchema,
    answer: answer<DownloadUrl>(),
  },
});
