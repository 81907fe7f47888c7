import { useIdentityProviders } from "@intranet/core/sso";
import { startLocalOidc, type LocalOidc, type LocalOidcOptions } from "./provider";

export { type LocalIdentity, LocalDirectory } from "./directory";
export { type LocalOidc, startLocalOidc } from "./provider";

let running: LocalOidc | undefined;

/** The provider this process runs (the demo seed adds its identities there), if any. */
export const runningLocalSso = () => running;

/**
 * Single sign-on on this machine: the local provider started, the API pointed at it through the
 * same link the deployment uses (`SST_RESOURCE_Sso`), and company providers registered in it
 * through core's identity-provider port (as Cognito's adapter does in AWS).
 */
export async function startLocalSso(options: LocalOidcOptions): Promise<LocalOidc> {
  const oidc = await startLocalOidc(options);
  useLocalSso(oidc);
  return oidc;
}

/** Points the API and the port at a running local provider (again, after a test file's setup reset them). */
export function useLocalSso(oidc: LocalOidc): void {
  running = oidc;
  process.env.SST_RESOURCE_Sso = JSON.stringify(oidc.link);
  useIdentityProviders(oidc.directory);
}
