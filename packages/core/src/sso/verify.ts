import { CognitoJwtVerifier, JwtVerifier } from "aws-jwt-verify";
import { SimpleFetcher } from "aws-jwt-verify/https";
import { SimpleJwksCache } from "aws-jwt-verify/jwk";
import type { JwtPayload } from "aws-jwt-verify/jwt-model";
import { AppError } from "../platform";
import { issuerOf, ssoLink, type SsoLink } from "./link";

type Verifier = { verify(token: string): Promise<JwtPayload>; cacheJwks(jwks: { keys: unknown[] }): void };

/** One verifier per link per container: its JWKS is fetched once and kept (refetched for an unknown kid). */
let cached: { key: string; verifier: Verifier } | undefined;

function verifierFor(link: SsoLink): Verifier {
  const key = JSON.stringify(link);
  if (cached?.key === key) return cached.verifier;
  const audience = [link.spaClientId, link.serverClientId];
  const verifier = link.issuer
    ? // Not Cognito (the local provider): the same library's generic verifier, with Cognito's token_use rule.
      JwtVerifier.create(
        {
          issuer: issuerOf(link),
          audience,
          jwksUri: link.jwksUri ?? `${issuerOf(link)}/.well-known/jwks.json`,
          customJwtCheck: ({ payload }) => {
            if (payload.token_use !== "id") throw new Error("token_use is not id");
          },
        },
        link.caCert
          ? {
              jwksCache: new SimpleJwksCache({
                fetcher: new SimpleFetcher({ defaultRequestOptions: { ca: link.caCert } }),
              }),
            }
          : undefined,
      )
    : CognitoJwtVerifier.create({ userPoolId: link.userPoolId, clientId: audience, tokenUse: "id" });
  cached = { key, verifier: verifier as unknown as Verifier };
  return cached.verifier;
}

/** The verifier for the deployment's pool (tests hand it their keys with `cacheJwks`). */
export const ssoVerifier = () => verifierFor(ssoLink());

/**
 * The payload of a user-pool ID token: signature by the pool's keys (no `alg: none`, no other
 * provider's key), issuer, audience (an app client of the pool), expiry and token_use "id".
 * Any failure is one answer, `sso.token_invalid`: which check failed is nobody's business.
 */
export async function verifyIdToken(token: string): Promise<JwtPayload> {
  const verifier = ssoVerifier();
  try {
    return await verifier.verify(token);
  } catch {
    throw new AppError("sso.token_invalid");
  }
}
