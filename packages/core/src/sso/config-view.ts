import type { SsoConfigView } from "@intranet/contracts/sso";
import { ssoLinkOrNone } from "./link";

/** GET /api/sso/config: what the SPA's Amplify needs; nothing secret (the server client's secret stays). */
export function ssoConfig(): SsoConfigView {
  const link = ssoLinkOrNone();
  if (!link) return { enabled: false };
  return {
    enabled: true,
    userPoolId: link.userPoolId,
    userPoolClientId: link.spaClientId,
    domain: link.domain,
    scopes: link.scopes,
    redirectSignIn: link.redirectSignIn,
    redirectSignOut: link.redirectSignOut,
  };
}
