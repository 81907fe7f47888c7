import type { JwtPayload } from "aws-jwt-verify/jwt-model";
import { AppError } from "../platform";
import { safeJson } from "./safe-json";

/** Who a verified user-pool ID token names: the company's provider, the subject there, the e-mail. */
export interface FederatedIdentity {
  providerName: string;
  /** The person's id at the corporate provider (stable; the link's key). */
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
}

interface IdentityClaim {
  providerName?: unknown;
  userId?: unknown;
}

/**
 * Cognito puts the federated provider in the `identities` claim (an array, in some tokens a JSON
 * string) and prefixes `cognito:username` with it. A token without it is the pool's own user, which
 * this platform does not use: refused like any unverifiable token.
 */
export function identityOf(payload: JwtPayload): FederatedIdentity {
  const raw = payload.identities;
  const list = (typeof raw === "string" ? safeJson(raw) : raw) as IdentityClaim[] | undefined;
  const first = Array.isArray(list) ? list[0] : undefined;
  const providerName = typeof first?.providerName === "string" ? first.providerName : undefined;
  const subject = typeof first?.userId === "string" ? first.userId : undefined;
  const username = payload["cognito:username"];
  if (!providerName || !subject || typeof username !== "string" || !username.startsWith(`${providerName}_`))
    throw new AppError("sso.token_invalid");
  const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : undefined;
  // Cognito writes mapped attributes as strings in tokens of federated users.
  const emailVerified = payload.email_verified === true || payload.email_verified === "true";
  return { providerName, subject, email, emailVerified };
}
