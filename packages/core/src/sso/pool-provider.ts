import type { SsoProviderType } from "@intranet/contracts/sso";

/** A company's provider as the user pool gets it. */
export interface PoolProvider {
  providerName: string;
  type: SsoProviderType;
  displayName: string;
  /** Entra tenant id (microsoft), issuer URL (oidc), metadata URL (saml); unused for google. */
  issuer: string;
  clientId: string;
  /** Given when set or replaced; absent keeps the one the pool holds. */
  clientSecret?: string | undefined;
}

/**
 * Where companies' providers are registered: the Cognito user pool in AWS (cognito-provider.ts),
 * the local OpenID provider on this machine (packages/local/src/oidc). `put` creates or replaces
 * the provider and lists it on the app clients; `remove` takes it off both. Both are idempotent.
 */
export interface IdentityProviderPort {
  put(provider: PoolProvider): Promise<void>;
  remove(providerName: string): Promise<void>;
}
