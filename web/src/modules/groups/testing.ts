/* Test support of the groups: group and person fixtures, and the app opened with the groups' answers. */
import type { UserView } from "@intranet/contracts";
import type { GroupPersonView, GroupView } from "@intranet/contracts/groups";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

export function groupView(overrides: Partial<GroupView> = {}): GroupView {
  return {
    _id: "g1",
    client_id: "c1",
    name: "Running club",
    description: "Saturday runs in the park",
    type: "public",
    postPolicy: "members",
    owner: "u2",
    membersCount: 5,
    createdAt: "2026-11-01T10:00:00.000Z",
    standing: "none",
    can: { read: true, post: false, manage: false, delete: false },
    ...overrides,
  };
}

export function personView(overrides: Partial<GroupPersonView> = {}): GroupPersonView {
  return {
    userId: "u2",
    firstName: "Chloe",
    lastName: "Davis",
    position: "Head of sales",
    role: "member",
    since: "2026-11-02T10:00:00.000Z",
    ...overrides,
  };
}

export const groupPage = (items: GroupView[], cursor: string | null = null) => ({ items, cursor });

/** The whole app at `path`, signed in as `me` (an employee of Acme with the groups right), with these answers. */
export function openGroups(path: string, routes: FakeRoutes = {}, me: UserView = userView()) {
  const api = fakeApi({ ...startupRoutes(me), ...routes });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}
