/* Test support of the vacancies: vacancy fixtures, a person with the vacancies right, and the app opened with the vacancies' answers. */
import type { FeatureRight, UserView } from "@intranet/contracts";
import type { VacancyResponseView, VacancySummary, VacancyView } from "@intranet/contracts/vacancies";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { chloe, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

/** Ann, an employee of Acme with the vacancies right (and the address book's, so department names show). */
export const seeker = (overrides: Partial<UserView> = {}) =>
  userView({ rights: ["wall", "vacancies", "address_book"] as FeatureRight[], ...overrides });

export { chloe };

export function vacancySummary(overrides: Partial<VacancySummary> = {}): VacancySummary {
  return {
    id: "v1",
    title: "Frontend developer",
    status: "open",
    salaryFrom: 3000,
    salaryTo: 5000,
    currency: "USD",
    city: "Riga",
    departmentId: null,
    tagIds: [],
    authorId: "u2",
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    responded: false,
    ...overrides,
  };
}

type ViewOverrides = Omit<Partial<VacancyView>, "can"> & { can?: Partial<VacancyView["can"]> };

/** A vacancy as its page reads it; `can` lists only what differs from an employee's (respond). */
export function vacancyView(overrides: ViewOverrides = {}): VacancyView {
  const { can, ...rest } = overrides;
  return {
    ...vacancySummary(rest),
    description: "<p>Build the intranet.</p>",
    requirements: "<ul><li><p>React</p></li></ul>",
    conditions: "",
    ...rest,
    can: { edit: false, respond: true, readResponses: false, ...can },
  };
}

export function responseView(overrides: Partial<VacancyResponseView> = {}): VacancyResponseView {
  return {
    id: "r1",
    vacancyId: "v1",
    userId: "u2",
    message: "I know React well.",
    cv: { fileId: "f1", name: "chloe-cv.pdf", size: 120_000, contentType: "application/pdf" },
    at: "2026-11-02T09:00:00.000Z",
    ...overrides,
  };
}

export const vacancyPage = (items: VacancySummary[], cursor: string | null = null) => ({ items, cursor });

export const listRoute = "GET /api/vacancies/c1";

/** The whole app at `path`, signed in as `me`, with the vacancies' quiet answers (no tags, one department) and these. */
export function openVacancies(path: string, routes: FakeRoutes = {}, me: UserView = seeker()) {
  const api = fakeApi({
    ...startupRoutes(me),
    [`GET /api/user/for_client/c1`]: { body: { items: [me, chloe], cursor: null } },
    "GET /api/tag/c1/vacancies": { body: { items: [] } },
    "GET /api/address_book/c1/facets": {
      body: { departments: [{ _id: "d1", name: "Design" }], cities: [], offices: [], positions: [] },
    },
    ...routes,
  });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}
