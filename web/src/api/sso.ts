import type { SsoSettingsBody } from "@intranet/contracts/sso/schemas";
import { callRoute, type CallOptions } from "./client";

/**
 * Single sign-on calls (contracts/sso/routes.ts). The declarations load on the first call, like
 * the sign-in calls (api/auth.ts), so nothing of them rides on the login route's first load.
 */
const routes = () => import("@intranet/contracts/sso/routes").then((module) => module.ssoRoutes);
const publicCall: CallOptions = { public: true, no_show: true };
// The cabinet's card shows its errors in place.
const quiet: CallOptions = { no_show: true };

export const ssoApi = {
  /** The user pool, app client and hosted domain Amplify is configured with (or `enabled: false`). */
  config: async () => callRoute((await routes()).config, {}, publicCall),
  /** Domain capture: the company whose provider signs this e-mail in, if any. */
  discover: async (email: string) => callRoute((await routes()).discover, { body: { email } }, publicCall),
  /** The product's own session for the pool's ID token (the same answer as POST /api/login). */
  session: async (idToken: string) => callRoute((await routes()).session, { body: { idToken } }, publicCall),
  settings: async (id: string) => callRoute((await routes()).getSettings, { params: { id } }, quiet),
  putSettings: async (id: string, body: SsoSettingsBody) =>
    callRoute((await routes()).putSettings, { params: { id }, body }, quiet),
};
