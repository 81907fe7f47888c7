import { afterEach, describe, expect, it, vi } from "vitest";
import { refusal } from "../testing";
import { ssoConfig } from "./config-view";
import { signInWithCode, signInWithIdToken } from "./session";
import { testLink } from "./test-support";

afterEach(() => vi.unstubAllEnvs());

describe("a deployment without a user pool", () => {
  it("offers no SSO and refuses its sign-ins with sso.not_configured", async () => {
    vi.stubEnv("SST_RESOURCE_Sso", "");
    expect(ssoConfig()).toEqual({ enabled: false });
    expect(await refusal(() => signInWithIdToken("a.b.c"))).toBe("sso.not_configured");
    expect(await refusal(() => signInWithCode("code"))).toBe("sso.not_configured");
  });

  it("with one, tells Amplify the SPA's client and never the server's secret", () => {
    vi.stubEnv("SST_RESOURCE_Sso", JSON.stringify(testLink));
    const config = ssoConfig();
    expect(config).toMatchObject({ enabled: true, userPoolClientId: testLink.spaClientId, domain: testLink.domain });
    expect(JSON.stringify(config)).not.toContain(testLink.serverClientSecret);
  });
});
