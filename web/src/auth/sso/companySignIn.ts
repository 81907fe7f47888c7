import type { LoginResult } from "@intranet/contracts";
import type { SsoConfigView } from "@intranet/contracts/sso/views";
import { ApiError } from "../../api/errors";
import { ssoApi } from "../../api/sso";
import { readStored, writeStored } from "../../session/storage";

type EnabledConfig = Extract<SsoConfigView, { enabled: true }>;

/** The deployment's user pool, or the catalogue's refusal when it has none. */
async function enabledConfig(): Promise<EnabledConfig> {
  const config = await ssoApi.config();
  if (!config.enabled)
    throw new ApiError("http", 501, "sso.not_configured", "Single sign-on is not configured in this deployment");
  return config;
}

/**
 * Domain capture: sends the browser to the e-mail's company provider (`onLeaving` names it while the
 * page goes), or answers "noSso" when the company has none (the password form stays the way in).
 */
export async function startCompanySignIn(
  email: string,
  onLeaving: (displayName: string) => void,
): Promise<"noSso" | "leaving"> {
  const { sso } = await ssoApi.discover(email);
  if (!sso) return "noSso";
  const config = await enabledConfig();
  const { redirectToProvider } = await import("./amplify");
  writeStored("sso_pending", sso.providerName);
  onLeaving(sso.displayName);
  try {
    // The page leaves for the hosted domain; the workspace comes back in Amplify's state.
    await redirectToProvider(config, sso.providerName, sso.workspace);
  } catch (error) {
    writeStored("sso_pending", null);
    throw error;
  }
  return "leaving";
}

/** /authorize came back from the company's sign-in page this tab was sent to (Amplify's `state`). */
export function isCompanySignInReturn(search: URLSearchParams): boolean {
  return search.has("state") && readStored("sso_pending") !== null;
}

/** Amplify finishes the exchange; the pool's ID token becomes the product's own session. */
export async function finishCompanySignIn(): Promise<{ result: LoginResult; workspace?: string }> {
  writeStored("sso_pending", null);
  const config = await enabledConfig();
  const { completeRedirect } = await import("./amplify");
  const { idToken, customState } = await completeRedirect(config);
  return { result: await ssoApi.session(idToken), workspace: customState || undefined };
}
