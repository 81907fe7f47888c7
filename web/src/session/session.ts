import { useSyncExternalStore } from "react";
import type { ClientView, LoginResult, UserView } from "@intranet/contracts";
import { rememberKnownDevice } from "./knownDevices";
import { readStored, readStoredJson, writeStored } from "./storage";

/** Who is signed in and which company the requests act in (DESIGN §4: token + x-client-id). */
export interface Session {
  token: string | null;
  expiresAt: string | null;
  userId: string | null;
  /** The user from the login answer; a superadmin's own record lives in the platform tenant. */
  loginUser: UserView | null;
  /** The company requests act in: the own one, or the one a superadmin entered. */
  clientId: string | null;
  workspace: string | null;
  /** The user signed out on purpose (this page's memory only): nothing to return to after the next login. */
  signedOut: boolean;
}

const listeners = new Set<() => void>();
let current: Session = load();

function load(): Session {
  return {
    token: readStored("token"),
    expiresAt: readStored("token_expires"),
    userId: readStored("user_id"),
    loginUser: readStoredJson<UserView>("login_user"),
    clientId: readStored("client_id"),
    workspace: readStored("workspace"),
    signedOut: false,
  };
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Re-reads the stored session: another tab signed in or out (storage event), or a test set it up. */
export function reloadSession(): void {
  current = load();
  notify();
}

if (typeof window !== "undefined")
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === "token" || event.key === "client_id") reloadSession();
  });

function update(next: Partial<Session>): void {
  current = { ...current, ...next };
  writeStored("token", current.token);
  writeStored("token_expires", current.expiresAt);
  writeStored("user_id", current.userId);
  writeStored("login_user", current.loginUser ? JSON.stringify(current.loginUser) : null);
  writeStored("client_id", current.clientId);
  writeStored("workspace", current.workspace);
  notify();
}

export function getSession(): Session {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** A token that has not expired (an expired one means logout and the login page, product-spec §4). */
export function isAuthenticated(session: Session = current, now = Date.now()): boolean {
  if (!session.token) return false;
  const expires = session.expiresAt ? Date.parse(session.expiresAt) : NaN;
  return Number.isNaN(expires) || expires > now;
}

/** A platform superadmin (the contract's hasRole, inlined: its module would bring zod onto the first screen). */
export function isSuperadmin(user: Pick<UserView, "roles"> | null | undefined): boolean {
  return !!user && user.roles.includes("superadmin");
}

/**
 * After a successful login. A superadmin keeps the client stored on this device if it is the same
 * person; an employee always acts in their own company (the workspace of a workspace login page is
 * kept). The answer's known-device marker is remembered for the next sign-ins (knownDevices.ts).
 */
export function signIn(result: LoginResult, workspace?: string): void {
  if (result.device) rememberKnownDevice(result.user._id, result.device);
  const sameUser = current.userId === result.user._id;
  const superadmin = isSuperadmin(result.user);
  update({
    token: result.token,
    expiresAt: result.expiresAt,
    userId: result.user._id,
    loginUser: result.user,
    clientId: superadmin ? (sameUser ? current.clientId : null) : result.user.client_id,
    workspace: workspace ?? (sameUser ? current.workspace : null),
    signedOut: false,
  });
}

/**
 * The signed-in person's own record after they changed it (the language switch, their profile). A
 * superadmin's own info is the stored login answer (startup/useOwnInfo.ts), so it is kept current
 * here, or a reload would bring back what they had when they signed in.
 */
export function rememberOwnRecord(user: UserView): void {
  if (current.loginUser?._id === user._id) update({ loginUser: { ...current.loginUser, ...user } });
}

/** The company the app now works in (startup, or a superadmin choosing a client). */
export function enterClient(client: Pick<ClientView, "_id" | "workspace" | "settings">): void {
  writeStored("start_page", client.settings?.start_page ?? "company");
  update({ clientId: client._id, workspace: client.workspace });
}

/** A superadmin leaving the entered company (or a stored one that no longer exists). */
export function leaveClient(): void {
  update({ clientId: null, workspace: null });
}

/** Logout, a 401 or an expired token: the credentials go, the device settings (language, theme) stay. */
export function clearSession(): void {
  update({ token: null, expiresAt: null, loginUser: null });
}

/** The user's own sign-out: the session goes, and the page being left is not remembered. */
export function signOut(): void {
  update({ token: null, expiresAt: null, loginUser: null, signedOut: true });
}
