import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "../platform";
import { refusal } from "../testing";
import { idClaims, signJwt, testKey, testLink, useTestLink, type TestKey } from "./test-support";
import { verifyIdToken } from "./verify";

let key: TestKey;
const identity = { providerName: "co-X", subject: "s1", email: "a@b.test" };

beforeAll(() => {
  key = testKey();
  useTestLink(key);
});

describe("verifying the user pool's ID token", () => {
  it("accepts a token of the pool for either app client", async () => {
    for (const aud of [testLink.spaClientId, testLink.serverClientId]) {
      const payload = await verifyIdToken(signJwt(idClaims(identity, { aud }), key));
      expect(payload).toMatchObject({ aud, email: "a@b.test", token_use: "id" });
    }
  });

  it("refuses every forged or stale token with one code", async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const otherProvider = testKey(key.kid); // the same key id, another provider's key
    const cases: Record<string, string> = {
      "wrong audience": signJwt(idClaims(identity, { aud: "another-app" }), key),
      "wrong issuer": signJwt(idClaims(identity, { iss: "https://evil.test" }), key),
      expired: signJwt(idClaims(identity, { iat: past, exp: past + 3600 }), key),
      unsigned: signJwt(idClaims(identity), "none"),
      "another provider's key": signJwt(idClaims(identity), otherProvider),
      "an access token": signJwt(idClaims(identity, { token_use: "access" }), key),
      "not a JWT": `x${newId()}`,
    };
    for (const [name, token] of Object.entries(cases))
      expect([name, await refusal(() => verifyIdToken(token))]).toEqual([name, "sso.token_invalid"]);
  });
});
