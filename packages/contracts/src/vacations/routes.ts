import type { ExportView } from "../exports/views";
import { answer, defineRoutes } from "../route";
import {
  adjustBodySchema,
  chartExportQuerySchema,
  chartQuerySchema,
  clientParamsSchema,
  createVacationBodySchema,
  decisionBodySchema,
  settingsBodySchema,
  updateVacationBodySchema,
  userParamsSchema,
  vacationIdParamsSchema,
  vacationParamsSchema,
} from "./schemas";
import type {
  LedgerPage,
  PersonVacationsView,
  VacationChartView,
  VacationRequestView,
  VacationSaved,
  VacationSettingsView,
} from "./views";

const access = "vacations" as const;

/**
 * Vacations (rules spec §7: the chart, create, edit, delete), plus one's own and a person's
 * vacations with the balance, its ledger, a manual adjustment, the chief's requests and decision,
 * the company's settings and the chart's Excel export, for the `vacations` right. A person plans
 * their own by the spec's rules; `vacations_edit` and admins plan anyone's; a request goes to the
 * person's chief when the company asks for approval.
 */
export const vacationsRoutes = defineRoutes("vacations", {
  chart: {
    method: "GET",
    path: "/api/user/vacations",
    access,
    summary: "A department's people (with those below it) and their absences over a period",
    query: chartQuerySchema,
    answer: answer<VacationChartView>(),
  },
  chartExcel: {
    method: "GET",
    path: "/api/user/vacations/excel",
    access,
    summary: "Starts the chart's Excel export; follow GET /api/export/{id}",
    query: chartExportQuerySchema,
    answer: answer<ExportView>(),
  },
  mine: {
    method: "GET",
    path: "/api/user/vacations/mine",
    access,
    summary: "The caller's balance and vacations",
    answer: answer<PersonVacationsView>(),
  },
  person: {
    method: "GET",
    path: "/api/user/vacations/person/{user}",
    access,
    summary: "A person's balance and vacations (themselves, their chiefs, vacations_edit, admins)",
    params: userParamsSchema,
    answer: answer<PersonVacationsView>(),
  },
  ledger: {
    method: "GET",
    path: "/api/user/vacations/ledger/{user}",
    access,
    summary: "Every change of a person's balance, newest first (the last 100)",
    params: userParamsSchema,
    answer: answer<LedgerPage>(),
  },
  adjust: {
    method: "POST",
    path: "/api/user/vacations/balance/{user}",
    access: "vacations_edit",
    summary: "Adds or takes days from a person's balance, with why",
    params: userParamsSchema,
    body: adjustBodySchema,
    answer: answer<LedgerPage>(),
  },
  requests: {
    method: "GET",
    path: "/api/user/vacations/requests",
    access,
    summary: "The requests waiting for the caller's decision (their people's; vacations_edit and admins: all)",
    answer: answer<VacationRequestView[]>(),
  },
  create: {
    method: "POST",
    path: "/api/user/vacation",
    access,
    summary: "Plans a vacation for oneself or (vacations_edit) for someone",
    body: createVacationBodySchema,
    answer: answer<VacationSaved>(),
  },
  update: {
    method: "PUT",
    path: "/api/user/vacation",
    access,
    summary: "Moves a vacation, on the revision seen",
    body: updateVacationBodySchema,
    answer: answer<VacationSaved>(),
  },
  decide: {
    method: "PUT",
    path: "/api/user/vacation/{id}/decision",
    access,
    summary: "The chief approves or declines a request (a decline gives the days back)",
    params: vacationIdParamsSchema,
    body: decisionBodySchema,
    answer: answer<VacationSaved>(),
  },
  remove: {
    method: "DELETE",
    path: "/api/user/vacation/{user}/{id}",
    access,
    summary: "Cancels a vacation and gives its days back",
    params: vacationParamsSchema,
    answer: answer<void>(),
  },
  settings: {
    method: "GET",
    path: "/api/user/vacations/settings/{client}",
    access,
    summary: "How days are counted, whether requests need the chief, the yearly days",
    params: clientParamsSchema,
    answer: answer<VacationSettingsView>(),
  },
  saveSettings: {
    method: "PUT",
    path: "/api/user/vacations/settings/{client}",
    access: "admin",
    summary: "Saves the company's vacation settings",
    params: clientParamsSchema,
    body: settingsBodySchema,
    answer: answer<VacationSettingsView>(),
  },
});
