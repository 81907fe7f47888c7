import {
  outlookLoginBodySchema,
  ssoClientParamsSchema,
  ssoDiscoverBodySchema,
  ssoSessionBodySchema,
  ssoSettingsBodySchema,
} from "./schemas";
import { answer, defineRoutes } from "../route";
import type { LoginResult } from "../auth/views";
import type { SsoConfigView, SsoDiscoverView, SsoSettingsView } from "./views";

/**
 * Single sign-on through the platform's Cognito user pool (issue 41): the public sign-in routes
 * and a company's provider settings (that client's admin, or a superadmin inside).
 */
export const ssoRoutes = defineRoutes("sso", {
  config: {
    method: "GET",
    path: "/api/sso/config",
    access: "public",
    summary: "The user pool, app client, domain and scopes the SPA's Amplify needs",
    answer: answer<SsoConfigView>(),
  },
  discover: {
    method: "POST",
    path: "/api/sso/discover",
    access: "public",
    summary: "Domain capture: the company's provider when the e-mail's domain requires SSO (rate-limited per source)",
    answer: answer<SsoDiscoverView>(),
    body: ssoDiscoverBodySchema,
  },
  session: {
    method: "POST",
    path: "/api/sso/session",
    access: "public",
    summary: "Sign in with the user pool's ID token: verified, mapped to the company's active user",
    answer: answer<LoginResult>(),
    body: ssoSessionBodySchema,
  },
  outlookLogin: {
    method: "POST",
    path: "/api/outlook/login",
    access: "public",
    summary: "Sign in with an authorization code: exchanged at the user pool, then as /api/sso/session",
    answer: answer<LoginResult>(),
    body: outlookLoginBodySchema,
  },
  getSettings: {
    method: "GET",
    path: "/api/clients/{id}/settings/sso",
    access: "admin",
    summary: "The company's identity provider, the secret only as set or not",
    answer: answer<SsoSettingsView>(),
    params: ssoClientParamsSchema,
  },
  putSettings: {
    method: "PUT",
    path: "/api/clients/{id}/settings/sso",
    access: "admin",
    summary: "Sets the company's identity provider and registers it in the user pool (journaled)",
    answer: answer<SsoSettingsView>(),
    params: ssoClientParamsSchema,
    body: ssoSettingsBodySchema,
  },
});
