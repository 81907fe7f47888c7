import type { IdentityProviderPort } from "./pool-provider";

export type { IdentityProviderPort, PoolProvider } from "./pool-provider";

let adapter: IdentityProviderPort | undefined;

export async function identityProviders(): Promise<IdentityProviderPort> {
  // The Cognito client loads with the first settings change, not at every cold start.
  adapter ??= new (await import("./cognito-provider")).CognitoIdentityProviders();
  return adapter;
}

export function useIdentityProviders(port: IdentityProviderPort | undefined): void {
  adapter = port;
}
