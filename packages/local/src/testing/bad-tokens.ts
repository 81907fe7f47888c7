import { SignJWT } from "jose";
import type { TestActor } from "./tokens";

/** Tokens the API must refuse with 401, built from a valid one. */
export async function badTokens(valid: TestActor, expired: TestActor): Promise<Record<string, string>> {
  const [header, payload, signature] = valid.token.split(".") as [string, string, string];
  const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  const escalated = Buffer.from(JSON.stringify({ ...claims, cid: "$platform" })).toString("base64url");
  const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
  const otherSecret = await new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .sign(new TextEncoder().encode("another-secret-that-is-long-enough-to-sign"));
  return {
    "tampered signature": `${header}.${payload}.${flipped}`,
    "tampered claims": `${header}.${escalated}.${signature}`,
    "alg none": `${none}.${payload}.`,
    "other secret": otherSecret,
    expired: expired.token,
    garbage: "not-a-jwt",
  };
}
