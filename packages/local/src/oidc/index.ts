import { useIdentityProviders } from "@intranet/core/sso";
import { startLocalOidc, type LocalOidc, type LocalOidcOptions } from "./provider";

export { type LocalIdentity, LocalDirectory } from "./directory";
export { type LocalOidc, startLocalOidc } from "./provider";

/**
 * Single sign-on on this machine: the local provider started, the API pointed at it through the
 * same link the deployment uses (`SST_RESOURCE_Sso`), and company providers registered in it
 * through core's identity-provider port (as Cognito's adapter does in AWS).
 */
export async function startLocalSso(options: LocalOidcOptions): Promise<LocalOidc> {
  const oidc = await startLocalOidc(options);
  process.env.SST_RESOURCE_Sso = JSON.stringify(oidc.link);
  useIdentityProviders(oidc.directory);
  return oidc;
}
