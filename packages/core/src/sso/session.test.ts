import { beforeAll, describe, expect, it } from "vitest";
import { authenticate } from "../auth";
import { testAccount } from "../auth/test-support";
import { superadminIn } from "../testing/actors";
import { setClientBlocked } from "../clients";
import { newId } from "../platform";
import { refusal } from "../testing";
import { ensureTestTenant } from "../testing/actors";
import { db } from "./entities";
import { signInWithIdToken } from "./session";
import {
  enableTestSso,
  idClaims,
  signJwt,
  testKey,
  useTestLink,
  type TestIdentity,
  type TestKey,
} from "./test-support";

let key: TestKey;
beforeAll(() => {
  key = testKey();
  useTestLink(key);
});

const tokenOf = (identity: TestIdentity, overrides?: Record<string, unknown>) =>
  signJwt(idClaims(identity, overrides), key);
const meta = { sourceIp: "10.9.8.7", userAgent: "vitest" };

async function companyWithSso() {
  const tenantId = await ensureTestTenant();
  const providerName = await enableTestSso(tenantId);
  return { tenantId, providerName };
}

describe("signing in with single sign-on", () => {
  it("maps a verified e-mail to the company's person at the first sign-in, then by the stored link", async () => {
    const { tenantId, providerName } = await companyWithSso();
    const person = await testAccount({ tenantId });
    const subject = `sub-${newId()}`;
    const first = await signInWithIdToken(tokenOf({ providerName, subject, email: person.email }), meta);
    expect(first.user).toMatchObject({ _id: person.user.userId, client_id: tenantId });
    const actor = await authenticate(`Bearer ${first.token}`, undefined);
    expect(actor).toMatchObject({ userId: person.user.userId, tenantId });
    const { data: link } = await db().entities.ssoLink.get({ clientId: tenantId, providerName, subject }).go();
    expect(link?.userId).toBe(person.user.userId);
    // The provider's e-mail changed later: the subject's link still names the person.
    const again = await signInWithIdToken(tokenOf({ providerName, subject, email: "renamed@elsewhere.test" }), meta);
    expect(again.user._id).toBe(person.user.userId);
  });

  it("links once when two first sign-ins of the same identity arrive together", async () => {
    const { tenantId, providerName } = await companyWithSso();
    const person = await testAccount({ tenantId });
    const subject = `sub-${newId()}`;
    const token = tokenOf({ providerName, subject, email: person.email });
    const results = await Promise.all(Array.from({ length: 6 }, () => signInWithIdToken(token, meta)));
    expect(new Set(results.map((result) => result.user._id))).toEqual(new Set([person.user.userId]));
    const { data } = await db().entities.ssoLink.get({ clientId: tenantId, providerName, subject }).go();
    expect(data?.userId).toBe(person.user.userId);
  });

  it("refuses another company's person, an unknown or unverified e-mail, a fired person, a blocked company", async () => {
    const { tenantId, providerName } = await companyWithSso();
    const other = await testAccount({ tenantId: await ensureTestTenant() });
    const fired = await testAccount({ tenantId, status: "fired" });
    const deleted = await testAccount({ tenantId, status: "deleted" });
    const person = await testAccount({ tenantId });
    const subjects: string[] = [];
    const sub = () => subjects[subjects.push(`sub-${newId()}`) - 1]!;
    const cases: Record<string, string> = {
      "sso.other_company": tokenOf({ providerName, subject: sub(), email: other.email }),
      "sso.no_account": tokenOf({ providerName, subject: sub(), email: `nobody-${newId()}@x.test` }),
      "sso.email_not_verified": tokenOf({ providerName, subject: sub(), email: person.email, emailVerified: false }),
      "login.user_deleted": tokenOf({ providerName, subject: sub(), email: fired.email }),
    };
    for (const [code, token] of Object.entries(cases))
      expect([code, await refusal(() => signInWithIdToken(token, meta))]).toEqual([code, code]);
    expect(
      await refusal(() => signInWithIdToken(tokenOf({ providerName, subject: sub(), email: deleted.email }), meta)),
    ).toBe("login.user_deleted");
    await setClientBlocked(superadminIn(tenantId), tenantId, true);
    expect(
      await refusal(() => signInWithIdToken(tokenOf({ providerName, subject: sub(), email: person.email }), meta)),
    ).toBe("login.company_blocked");
    // Nothing was linked by a refused sign-in.
    const { data } = await db()
      .entities.ssoLink.get(subjects.map((subject) => ({ clientId: tenantId, providerName, subject })))
      .go();
    expect([subjects.length, data]).toEqual([6, []]);
  });

  it("refuses a provider that is off, not this platform's, or a token without a federated identity", async () => {
    const { tenantId, providerName } = await companyWithSso();
    const person = await testAccount({ tenantId });
    await enableTestSso(tenantId, false);
    const identity = { providerName, subject: `s-${newId()}`, email: person.email };
    expect(await refusal(() => signInWithIdToken(tokenOf(identity), meta))).toBe("sso.provider_unknown");
    expect(await refusal(() => signInWithIdToken(tokenOf({ ...identity, providerName: "Google" }), meta))).toBe(
      "sso.provider_unknown",
    );
    expect(await refusal(() => signInWithIdToken(tokenOf(identity, { identities: undefined }), meta))).toBe(
      "sso.token_invalid",
    );
  });
});
