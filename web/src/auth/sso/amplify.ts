import type { SsoConfigView } from "@intranet/contracts/sso/views";
import { Amplify } from "aws-amplify";
import { fetchAuthSession, signInWithRedirect } from "aws-amplify/auth";
import { cognitoUserPoolsTokenProvider } from "aws-amplify/auth/cognito";
// Completes a redirect that comes back to this page (code splitting: the listener must be imported here).
import "aws-amplify/auth/enable-oauth-listener";
import { Hub, sharedInMemoryStorage } from "aws-amplify/utils";
import { SsoRedirectError } from "./redirectError";

/**
 * The only module that imports aws-amplify: loaded on the SSO path (the company-account form's
 * "Continue", /authorize), never on the login route's first load.
 */

export type EnabledSsoConfig = Extract<SsoConfigView, { enabled: true }>;

/**
 * Configures Amplify from GET /api/sso/config (no build-time pool ids): PKCE code flow, back to this
 * origin's /authorize. Its tokens live in memory only: the product's own session is what counts.
 */
export function configureAmplify(config: EnabledSsoConfig, origin = window.location.origin): void {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(sharedInMemoryStorage);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        loginWith: {
          oauth: {
            domain: config.domain,
            scopes: config.scopes,
            redirectSignIn: [`${origin}/authorize`],
            redirectSignOut: [`${origin}/login/`],
            responseType: "code",
          },
        },
      },
    },
  });
}

/** Sends the browser to the company's provider through the pool's hosted domain. */
export async function redirectToProvider(config: EnabledSsoConfig, providerName: string, customState: string) {
  configureAmplify(config);
  await signInWithRedirect({ provider: { custom: providerName }, customState });
}

/**
 * On /authorize: lets Amplify exchange the code (it holds the PKCE verifier and checks the state),
 * then answers the pool's ID token and the custom state sent with the redirect. Amplify's tokens
 * are forgotten at once.
 */
export async function completeRedirect(config: EnabledSsoConfig): Promise<{ idToken: string; customState?: string }> {
  let failure: unknown;
  let customState: string | undefined;
  let failed: () => void = () => undefined;
  const failedOnce = new Promise<void>((resolve) => (failed = resolve));
  const stop = Hub.listen("auth", ({ payload }) => {
    if (payload.event === "customOAuthState") customState = payload.data;
    if (payload.event === "signInWithRedirect_failure") {
      failure = payload.data.error;
      failed();
    }
  });
  try {
    configureAmplify(config);
    // Waits while Amplify's exchange is in flight; no flow (a stale or foreign link) answers at once.
    const session = await fetchAuthSession();
    const idToken = session.tokens?.idToken?.toString();
    if (idToken) return { idToken, customState };
    // A failure is announced just after the waiters are released.
    await Promise.race([failedOnce, new Promise((resolve) => setTimeout(resolve, 500))]);
    if (failure) throw new SsoRedirectError("provider", failure instanceof Error ? failure.message : String(failure));
    throw new SsoRedirectError("noFlow");
  } finally {
    stop();
    await forgetAmplifyTokens();
  }
}

/** Amplify's copy of the pool's tokens is not kept: a later SSO sign-in must start clean. */
async function forgetAmplifyTokens(): Promise<void> {
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens();
}
