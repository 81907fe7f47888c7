import type { ClientView, FeatureRight, LoginResult, Role, UserView } from "@intranet/contracts";
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
  return { token: "token-1", expiresAt: "2099-01-01T00:00:00.000Z", user };
}
