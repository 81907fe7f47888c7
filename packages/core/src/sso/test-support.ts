import { createSign, generateKeyPairSync, type KeyObject } from "node:crypto";
import { newId } from "../platform";
import { db } from "./entities";
import type { SsoLink } from "./link";
import type { IdentityProviderPort, PoolProvider } from "./port";
import { providerNameOf } from "./provider-name";
import { ssoVerifier } from "./verify";

/**
 * Test helpers for single sign-on (tests only): a user-pool link like the local provider's, a key
 * pair whose public half the verifier is given (no network), ID tokens shaped like Cognito's, and
 * a port that records what the pool was asked.
 */
export const testLink: SsoLink = {
  region: "us-east-1",
  userPoolId: "local_pool",
  spaClientId: "spa-client",
  serverClientId: "server-client",
  serverClientSecret: "server-secret",
  domain: "127.0.0.1:1",
  scopes: ["openid", "email", "profile"],
  redirectSignIn: "http://127.0.0.1:3000/authorize",
  redirectSignOut: "http://127.0.0.1:3000/login/",
  issuer: "https://idp.test",
  jwksUri: "https://idp.test/.well-known/jwks.json",
};

export interface TestKey {
  kid: string;
  privateKey: KeyObject;
  jwk: Record<string, unknown>;
}

export function testKey(kid = `k${newId()}`): TestKey {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { kid, privateKey, jwk: { ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" } };
}

/** Points core at `testLink` and gives its verifier the key's public half. */
export function useTestLink(key: TestKey): void {
  process.env.SST_RESOURCE_Sso = JSON.stringify(testLink);
  ssoVerifier().cacheJwks({ keys: [key.jwk] });
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A JWT signed with the key (RS256), or unsigned with `alg: "none"`. */
export function signJwt(payload: Record<string, unknown>, key: TestKey | "none"): string {
  if (key === "none") return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
  const head = `${base64url({ alg: "RS256", typ: "JWT", kid: key.kid })}.${base64url(payload)}`;
  const signature = createSign("RSA-SHA256").update(head).sign(key.privateKey).toString("base64url");
  return `${head}.${signature}`;
}

export interface TestIdentity {
  providerName: string;
  subject: string;
  email: string;
  emailVerified?: boolean;
}

/** The claims of a Cognito ID token for a federated identity. */
export function idClaims(identity: TestIdentity, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: newId(),
    iss: testLink.issuer,
    aud: testLink.spaClientId,
    token_use: "id",
    auth_time: now,
    iat: now,
    exp: now + 3600,
    email: identity.email,
    email_verified: identity.emailVerified ?? true,
    "cognito:username": `${identity.providerName}_${identity.subject}`,
    identities: [
      { providerName: identity.providerName, userId: identity.subject, providerType: "OIDC", primary: "true" },
    ],
    ...overrides,
  };
}

/** SSO on for a company, written straight to the table (the pool is not part of these tests). */
export async function enableTestSso(clientId: string, enabled = true): Promise<string> {
  await db()
    .entities.ssoSettings.put({
      clientId,
      enabled,
      type: "microsoft",
      displayName: "Corporate account",
      issuer: "contoso.onmicrosoft.com",
      oidcClientId: "app",
      secretSetAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    })
    .go();
  return providerNameOf(clientId);
}

/** A pool that records its calls. */
export class RecordingPool implements IdentityProviderPort {
  readonly calls: (["put", PoolProvider] | ["remove", string])[] = [];
  async put(provider: PoolProvider) {
    this.calls.push(["put", provider]);
  }
  async remove(providerName: string) {
    this.calls.push(["remove", providerName]);
  }
}
