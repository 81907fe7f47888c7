/* Test support of the ideas: fixtures and the app opened at an ideas page with the fake API's answers. */
import type { FeatureRight, UserView } from "@intranet/contracts";
import type { IdeaSettingsView, IdeaSummary, IdeaView } from "@intranet/contracts/ideas";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { chloe, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

/** Ann, an employee of Acme with the ideas right. */
export const employee = (overrides: Partial<UserView> = {}) =>
  userView({ rights: ["wall", "ideas"] as FeatureRight[], ...overrides });

/** Ann as the company's admin (a recipient when none are chosen). */
export const admin = () => employee({ roles: ["admin"] });

export { chloe };

export function ideaSummary(overrides: Partial<IdeaSummary> = {}): IdeaSummary {
  return {
    _id: "i1",
    client_id: "c1",
    authorId: "u2",
    title: "Paperless expense reports",
    excerpt: "Receipts are photographed and sent from the phone.",
    status: "new",
    votes: 2,
    voted: false,
    commentsCount: 1,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

export function ideaView(overrides: Partial<IdeaView> = {}): IdeaView {
  return {
    ...ideaSummary(overrides),
    process: "Expense reports",
    flaw: "Paper receipts get lost.",
    change: "Photograph receipts in the app.",
    result: "Reports are paid in two days.",
    files: [],
    statuses: [{ status: "new", at: "2026-11-01T10:00:00.000Z" }],
    comments: [{ authorId: "u1", text: "Good one", at: "2026-11-02T10:00:00.000Z" }],
    revision: 3,
    can: { vote: true, move: false, comment: true },
    ...overrides,
  };
}

export const settingsView = (overrides: Partial<IdeaSettingsView> = {}): IdeaSettingsView => ({
  recipients: [],
  visibility: "company",
  recipient: false,
  board: true,
  ...overrides,
});

/** A page of ideas (one page: no cursor). */
export const ideaPage = (...items: IdeaSummary[]) => ({ body: { items, cursor: null } });

/** The whole app at `path`, signed in as `me` (an employee of Acme with the ideas right), with these answers. */
export function openIdeas(path: string, routes: FakeRoutes = {}, me: UserView = employee()) {
  const api = fakeApi({
    ...startupRoutes(me),
    [`GET /api/user/for_client/c1`]: { body: { items: [me, chloe], cursor: null } },
    "GET /api/idea/settings/c1": { body: settingsView() },
    "GET /api/idea/board/c1": ideaPage(),
    "GET /api/idea/mine/c1": ideaPage(),
    ...routes,
  });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}
