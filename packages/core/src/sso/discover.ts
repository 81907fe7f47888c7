import type { SsoDiscoverBody, SsoDiscoverView } from "@intranet/contracts/sso";
import { clientOfCapturedDomain, takeAttempt, type RateLimit, type RequestMeta } from "../auth";
import { clientIdByWorkspace, loadClient } from "../clients";
import { db } from "./entities";
import { providerNameOf } from "./provider-name";

/** Discovery requests per source: each one asks about a domain, so they are counted like forgot-password. */
export const SSO_DISCOVER_PER_SOURCE: RateLimit = { name: "sso-discover-source", max: 30, windowSeconds: 15 * 60 };

/**
 * POST /api/sso/discover: the company that captured the e-mail's domain (domain capture), or the
 * company of a workspace, when it signs in with an enabled provider. Only the domain is looked at,
 * so the answer says which company owns a public domain, never whether a person exists.
 */
export async function discoverSso(body: SsoDiscoverBody, meta: RequestMeta = {}): Promise<SsoDiscoverView> {
  await takeAttempt(SSO_DISCOVER_PER_SOURCE, meta.sourceIp || "unknown");
  const clientId =
    "workspace" in body
      ? await clientIdByWorkspace(body.workspace)
      : await clientOfCapturedDomain(body.email.split("@")[1] ?? "");
  if (!clientId) return { sso: null };
  const [{ data: settings }, client] = await Promise.all([
    db().entities.ssoSettings.get({ clientId }).go(),
    loadClient(clientId),
  ]);
  if (!settings?.enabled || client.status !== "active") return { sso: null };
  return {
    sso: { providerName: providerNameOf(clientId), displayName: settings.displayName, workspace: client.workspace },
  };
}
