/* Test support of the services: fixtures and the app opened at a services page with the fake API's answers. */
import type { FeatureRight, UserView } from "@intranet/contracts";
import type { Field, RequestSummary, RequestView, ServiceSummary, ServiceView } from "@intranet/contracts/services";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { chloe, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

/** Ann, an employee of Acme with the services right. */
export const customer = (overrides: Partial<UserView> = {}) =>
  userView({ rights: ["wall", "groups", "services"] as FeatureRight[], ...overrides });

export { chloe };

export function serviceSummary(overrides: Partial<ServiceSummary> = {}): ServiceSummary {
  return {
    _id: "s1",
    client_id: "c1",
    name: "Business card",
    groupId: "g1",
    type: "multi",
    template: false,
    departmentId: null,
    dayLimit: 5,
    stepsCount: 2,
    excerpt: "Order printed business cards.",
    can: { order: true, manage: false, orders: false },
    ...overrides,
  };
}

export const field = (overrides: Partial<Field> = {}): Field => ({
  id: "f1",
  name: "Title",
  type: "string",
  required: true,
  options: [],
  hint: "",
  ...overrides,
});

export function serviceView(overrides: Partial<ServiceView> = {}): ServiceView {
  return {
    ...serviceSummary(overrides),
    description: "<p>Printed cards, 100 pieces.</p>",
    articleId: null,
    forAll: true,
    audiences: [],
    comments: true,
    fields: [field()],
    steps: [],
    authorId: "u2",
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

export function requestView(overrides: Partial<RequestView> = {}): RequestView {
  return {
    _id: "r1",
    client_id: "c1",
    number: 12,
    serviceId: "s1",
    serviceName: "Business card",
    initiatorId: "u2",
    status: "in_progress",
    currentStep: { id: "s1", name: "Approval", performers: ["u1"], overdue: false },
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    revision: 3,
    form: [field()],
    values: { f1: "Chief engineer" },
    files: {},
    steps: [
      {
        id: "s1",
        name: "Approval",
        performer: { kind: "user", userId: "u1" },
        review: false,
        dayLimit: 2,
        fields: [],
        performers: ["u1"],
        state: "current",
        startedAt: "2026-11-20T10:00:00.000Z",
      },
      {
        id: "s2",
        name: "Printing",
        performer: { kind: "user", userId: "u2" },
        review: false,
        dayLimit: 3,
        fields: [],
        performers: ["u2"],
        state: "waiting",
      },
    ],
    history: [{ at: "2026-11-20T10:00:00.000Z", actorId: "u2", action: "started" }],
    comments: true,
    can: { answer: true, return: false, resubmit: false, withdraw: false, comment: true },
    ...overrides,
  };
}

/** A list's card of a request: `requestView`'s, numbered, of a service by name. */
export function requestSummary(number: number, serviceName = "Business card"): RequestSummary {
  const { _id, client_id, serviceId, initiatorId, status, createdAt, updatedAt } = requestView();
  return {
    _id: `${_id}-${number}`,
    client_id,
    number,
    serviceId,
    serviceName,
    initiatorId,
    status,
    createdAt,
    updatedAt,
  };
}

/** The whole app at `path`, signed in as `me` (an employee of Acme with the services right), with these answers. */
export function openServices(path: string, routes: FakeRoutes = {}, me: UserView = customer()) {
  const api = fakeApi({
    ...startupRoutes(me),
    [`GET /api/user/for_client/c1`]: { body: { items: [me, chloe], cursor: null } },
    [`GET /api/bp/inbox/${me._id}/count`]: { body: { count: 0 } },
    [`GET /api/bp/inbox/${me._id}`]: { body: { items: [], cursor: null, count: 0 } },
    ...routes,
  });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}
