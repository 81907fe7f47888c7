import * as z from "zod/mini";
import { AppError, config } from "../platform";

/**
 * The deployment's single sign-on link (`SST_RESOURCE_Sso`, an `sst.Linkable` in stacks/sso.ts;
 * locally set by packages/local/src/oidc). The same names in AWS and locally; the local provider
 * adds its issuer, JWKS address and certificate, which Cognito's are derived from otherwise.
 */
const ssoLinkSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  /** The SPA's app client: public, PKCE (Amplify). */
  spaClientId: z.string(),
  /** The server's app client, with a secret: POST /api/outlook/login exchanges codes with it. */
  serverClientId: z.string(),
  serverClientSecret: z.string(),
  /** The hosted domain without scheme (`auth.example.com`; locally `127.0.0.1:<port>`). */
  domain: z.string(),
  scopes: z.array(z.string()),
  redirectSignIn: z.string(),
  redirectSignOut: z.string(),
  issuer: z.optional(z.string()),
  jwksUri: z.optional(z.string()),
  /** A PEM certificate to trust for the domain (the local provider's self-signed one). */
  caCert: z.optional(z.string()),
});
export type SsoLink = z.infer<typeof ssoLinkSchema>;

/** The link, or undefined when this deployment has no user pool. */
export function ssoLinkOrNone(): SsoLink | undefined {
  const raw = config.sso();
  return raw ? ssoLinkSchema.parse(raw) : undefined;
}

/** The link; `sso.not_configured` (501) without one. */
export function ssoLink(): SsoLink {
  const link = ssoLinkOrNone();
  if (!link) throw new AppError("sso.not_configured");
  return link;
}

/** The ID tokens' issuer: Cognito's for the pool, unless the link names its own (local). */
export const issuerOf = (link: SsoLink) =>
  link.issuer ?? `https://cognito-idp.${link.region}.amazonaws.com/${link.userPoolId}`;
