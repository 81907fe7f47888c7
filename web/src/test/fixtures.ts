import type { ClientView, FeatureRight, LoginResult, NotificationView, Role, UserView } from "@intranet/contracts";
import { reloadSession } from "../session/session";

/** A user as the API shows it; override what a test cares about. */
export function userView(overrides: Partial<UserView> = {}): UserView {
  return {
    _id: "u1",
    client_id: "c1",
    login: "ann",
    email: "ann@example.com",
    firstName: "Ann",
    lastName: "Lee",
    fullName: "Ann Lee",
    roles: ["employee"],
    rights: ["wall", "groups", "calendar"] as FeatureRight[],
    status: "active",
    deletion_mark: false,
    followersCount: 0,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function clientView(overrides: Partial<ClientView> = {}): ClientView {
  return {
    _id: "c1",
    workspace: "acme",
    name: "Acme",
    status: "active",
    features: [],
    settings: {},
    design: {},
    defaultRights: [],
    storageUsedBytes: 0,
    storageLimitBytes: 1,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** Chloe Davis, a colleague (id u2) the module tests mention, invite and name. */
export const chloe = userView({
  _id: "u2",
  login: "chloe",
  firstName: "Chloe",
  lastName: "Davis",
  fullName: "Chloe Davis",
});

export const withRoles = (roles: Role[], overrides: Partial<UserView> = {}) => userView({ roles, ...overrides });

/** Stores a signed-in session the way a login does. */
export function storeSession(user: UserView, expiresAt = "2099-01-01T00:00:00.000Z"): void {
  localStorage.setItem("token", "token-1");
  localStorage.setItem("token_expires", expiresAt);
  localStorage.setItem("user_id", user._id);
  localStorage.setItem("login_user", JSON.stringify(user));
  if (!user.roles.includes("superadmin")) localStorage.setItem("client_id", user.client_id);
  reloadSession();
}

export function loginResult(user: UserView): LoginResult {
  return { token: "token-1", expiresAt: "2099-01-01T00:00:00.000Z", user, device: `device-of-${user._id}` };
}

/** A notification as the center and the socket show it; override what a test cares about. */
export function notificationView(overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    _id: "01JAAAAAAAAAAAAAAAAAAAAAAA",
    client_id: "c1",
    user_id: "u1",
    section: "posts",
    time: "2026-01-01T10:00:00.000Z",
    read: false,
    title: "Bob thanked you",
    body: "Thanks for the help with the release!",
    link: "/post/p1",
    actor: "u2",
    kind: "thanks",
    ...overrides,
  };
}

/** The startup calls of a signed-in user in a company (own info, the company, its users). */
export function startupRoutes(user: UserView, client: ClientView = clientView()) {
  return {
    [`GET /api/user/${user._id}`]: { body: user },
    [`GET /api/clients/${client._id}`]: { body: client },
    [`GET /api/clients/by_ws/${client.workspace}`]: { body: client },
    [`GET /api/user/for_client/${client._id}`]: { body: { items: [user], cursor: null } },
  };
}
