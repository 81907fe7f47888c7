/* Test support of the profile: the people, the answers of the users routes and a way to open a profile. */
import type { NotificationSettingsView, UserPage, UserView } from "@intranet/contracts";
import type { FileView } from "@intranet/contracts/files";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

export const chloe = userView({
  _id: "u2",
  login: "chloe",
  email: "chloe@example.com",
  firstName: "Chloe",
  lastName: "Davis",
  middleName: "Anne",
  fullName: "Chloe Davis",
  position: "Head of sales",
  department: "Sales",
  city: "Manchester",
  workingSince: "2020-03-15",
  statusText: "Back on Monday",
  phone: "+44 20 7946 0958",
  internalPhone: "204",
  telegram: "@chloe_d",
  followersCount: 2,
});

export const dan = userView({ _id: "u3", login: "dan", firstName: "Daniel", lastName: "Evans", position: "Analyst" });

export const page = (items: UserView[], cursor: string | null = null): UserPage => ({ items, cursor });

export const settingsView: NotificationSettingsView = {
  client_id: "c1",
  user_id: "u1",
  channels: {},
  sections: {},
  effective: {
    channels: { system: true, sound: true, email: false, center: true, telegram: false, teams: false, slack: false },
    sections: {} as NotificationSettingsView["effective"]["sections"],
    likes: true,
  },
};

/** The whole app at `path`, signed in as `me` (Ann Lee, an employee of Acme, by default), Chloe's profile answering. */
export function openProfile(path: string, extra: FakeRoutes = {}, me: UserView = userView()) {
  const api = fakeApi({
    ...startupRoutes(me),
    "GET /api/user/u2": { body: chloe },
    "GET /api/user/u2/followers": { body: page([dan]) },
    ...extra,
  });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}

/** An HR document of Chloe's as GET /api/user/u2/files lists it. */
export function hrFile(overrides: Partial<FileView> = {}): FileView {
  return {
    _id: "01JFILEAAAAAAAAAAAAAAAAAAA",
    name: "Employment contract.pdf",
    contentType: "application/pdf",
    size: 1_572_864,
    module: "hr",
    key: "c1/hr/01JFILEAAAAAAAAAAAAAAAAAAA/Employment contract.pdf",
    owner: { type: "user", id: "u2" },
    uploadedBy: "u9",
    createdAt: "2026-01-05T10:00:00.000Z",
    ...overrides,
  };
}

export { stubStorage, uploadRoutes } from "../../test/uploads";
