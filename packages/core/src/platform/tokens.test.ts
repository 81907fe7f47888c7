import { describe, expect, it } from "vitest";
import { SignJWT, UnsecuredJWT } from "jose";
import { signAccessToken, verifyAccessToken, type AccessClaims } from "./tokens";

const claims: AccessClaims = { sub: "user-1", cid: "tenant-1", sid: "session-1" };

async function refusal(token: string): Promise<string | undefined> {
  try {
    await verifyAccessToken(token);
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe("access tokens", () => {
  it("round-trips the claims", async () => {
    expect(await verifyAccessToken(await signAccessToken(claims))).toEqual(claims);
  });

  it("refuses expired, tampered, unsigned and foreign tokens as common.token_invalid", async () => {
    const expired = await signAccessToken(claims, -1);
    const valid = await signAccessToken(claims);
    const [header, payload, signature] = valid.split(".") as [string, string, string];
    const elevated = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), cid: "$platform" }),
    ).toString("base64url");
    const unsigned = new UnsecuredJWT({ ...claims }).setIssuer("intranet").setAudience("intranet-api").encode();
    const foreign = await new SignJWT({ cid: "tenant-1", sid: "session-1" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("user-1")
      .setIssuer("intranet")
      .setAudience("intranet-api")
      .sign(new TextEncoder().encode("x".repeat(40)));
    for (const token of [expired, `${header}.${elevated}.${signature}`, unsigned, foreign, "garbage", ""])
      expect(await refusal(token)).toBe("common.token_invalid");
  });

  it("refuses a well-signed token whose claims are not ours", async () => {
    const secret = new TextEncoder().encode(JSON.parse(process.env.SST_RESOURCE_JwtSecret!).value);
    const wrongShape = await new SignJWT({ cid: 42 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("user-1")
      .setIssuer("intranet")
      .setAudience("intranet-api")
      .setExpirationTime("1h")
      .sign(secret);
    expect(await refusal(wrongShape)).toBe("common.token_invalid");
  });
});
