import {
  vacationsRoutes as routes,
  type AdjustBody,
  type ChartExportQuery,
  type ChartQuery,
  type CreateVacationBody,
  type DecisionBody,
  type SettingsBody,
  type UpdateVacationBody,
} from "@intranet/contracts/vacations";
import { callRoute } from "../../api/client";

/**
 * TanStack Query keys of the vacations; everything under `vacations`, so that one change (a save,
 * a decision, the server's `vacations.changed`) refreshes balances, lists, the chart and requests.
 */
export const vacationKeys = {
  all: ["vacations"] as const,
  mine: ["vacations", "mine"] as const,
  person: (user: string) => ["vacations", "person", user] as const,
  ledger: (user: string) => ["vacations", "ledger", user] as const,
  requests: ["vacations", "requests"] as const,
  chart: (query: ChartQuery) => ["vacations", "chart", query] as const,
  settings: (client: string) => ["vacations", "settings", client] as const,
};

/** Lists and pages show their own failures in place; forms and actions say theirs themselves. */
const quiet = { no_show: true } as const;

/** The vacations' calls, from contracts/vacations/routes.ts. */
export const vacationsApi = {
  chart: (query: ChartQuery) => callRoute(routes.chart, { query }, quiet),
  chartExcel: (query: ChartExportQuery) => callRoute(routes.chartExcel, { query }, quiet),
  mine: () => callRoute(routes.mine, {}, quiet),
  person: (user: string) => callRoute(routes.person, { params: { user } }, quiet),
  ledger: (user: string) => callRoute(routes.ledger, { params: { user } }, quiet),
  adjust: (user: string, body: AdjustBody) => callRoute(routes.adjust, { params: { user }, body }, quiet),
  requests: () => callRoute(routes.requests, {}, quiet),
  create: (body: CreateVacationBody) => callRoute(routes.create, { body }, quiet),
  update: (body: UpdateVacationBody) => callRoute(routes.update, { body }, quiet),
  decide: (id: string, body: DecisionBody) => callRoute(routes.decide, { params: { id }, body }, quiet),
  remove: (user: string, id: string) => callRoute(routes.remove, { params: { user, id } }, quiet),
  settings: (client: string) => callRoute(routes.settings, { params: { client } }, quiet),
  saveSettings: (client: string, body: SettingsBody) =>
    callRoute(routes.saveSettings, { params: { client }, body }, quiet),
};
