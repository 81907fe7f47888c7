import type { SsoProviderType } from "./schemas";

/** The answer shapes of single sign-on (issue 41). */

/**
 * GET /api/sso/config: what Amplify's `Auth.Cognito` needs (`userPoolId`, `userPoolClientId`,
 * `loginWith.oauth`: domain, scopes, redirect URLs, responseType "code"). `enabled: false` when
 * the deployment has no user pool: the SPA then offers no SSO.
 */
export type SsoConfigView =
  | { enabled: false }
  | {
      enabled: true;
      userPoolId: string;
      userPoolClientId: string;
      /** The pool's hosted domain without scheme (`auth.example.com`, locally `127.0.0.1:<port>`). */
      domain: string;
      scopes: string[];
      /** The SPA's /authorize URL registered on the app client. */
      redirectSignIn: string;
      /** Where the provider returns after sign-out (the SPA's /login/). */
      redirectSignOut: string;
    };

/** POST /api/sso/discover: whether the e-mail's domain belongs to a company that signs in with SSO. */
export interface SsoDiscoverView {
  sso: {
    /** Pass as `provider: { custom: providerName }` to Amplify's signInWithRedirect. */
    providerName: string;
    displayName: string;
    workspace: string;
  } | null;
}

/** GET/PUT /api/clients/{id}/settings/sso: the company's provider; the secret only as set or not. */
export interface SsoSettingsView {
  client_id: string;
  enabled: boolean;
  type: SsoProviderType;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecretSet: boolean;
  /** The provider's name in the user pool, derived from the company's id (fixed). */
  providerName: string;
}
