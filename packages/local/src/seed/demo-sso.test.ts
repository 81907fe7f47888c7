import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAccount } from "@intranet/core/auth/test-support";
import { providerNameOf, signInWithIdToken } from "@intranet/core/sso";
import { refusal } from "@intranet/core/testing";
import { ensureTestTenant, tokenFor } from "@intranet/core/testing/actors";
import { startLocalSso, type LocalOidc } from "../oidc";
import { authorizeAt, tokensFor } from "../oidc/test-flow";
import { DEMO_SSO_PASSWORD, demoStep } from "./demo-sso";

let oidc: LocalOidc;
beforeAll(async () => {
  oidc = await startLocalSso({ appUrl: "http://127.0.0.1:9" });
  await tokenFor({ role: "superadmin" }); // the platform's superadmin acts for the seed
});
afterAll(() => oidc?.stop());

describe("the demo's single sign-on", () => {
  it("turns SSO on with identities that sign in, and ones that are refused; a rerun changes nothing", async () => {
    const clientId = await ensureTestTenant();
    const [ann, bob] = await Promise.all([testAccount({ tenantId: clientId }), testAccount({ tenantId: clientId })]);
    const fired = await testAccount({ tenantId: clientId, status: "fired" });
    const people = [ann!, bob!].map((person) => ({ login: person.login, userId: person.user.userId }));
    await demoStep.run({ clientId, people, rights: [] });
    await demoStep.run({ clientId, people, rights: [] });

    const providerName = providerNameOf(clientId);
    const [demo] = oidc.directory.registered().filter((entry) => entry.providerName === providerName);
    expect(demo!.identities.map((identity) => identity.email)).toEqual([
      ann!.email,
      bob!.email,
      fired.email,
      "nora.west@northwind.example",
    ]);
    const signIn = async (email: string) => {
      const { idToken } = await tokensFor(
        oidc.link,
        await authorizeAt(oidc.link, providerName, email, DEMO_SSO_PASSWORD),
      );
      return signInWithIdToken(idToken!);
    };
    expect((await signIn(ann!.email)).user._id).toBe(ann!.user.userId);
    expect(await refusal(() => signIn(fired.email))).toBe("login.user_deleted");
    expect(await refusal(() => signIn("nora.west@northwind.example"))).toBe("sso.other_company");
  });
});
