import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TwoFactorStatus } from "@intranet/contracts/auth";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { openProfile } from "../testing";

const off: TwoFactorStatus = { enabled: false, recoveryCodesLeft: 0, required: false };
const secret = "JBSWY3DPEHPK3PXP";
const noSessions = { "GET /api/sessions": { body: { sessions: [] } } };

const section = () => screen.findByRole("region", { name: "Two-factor authentication" }, { timeout: 10_000 });

describe("the Security tab's two-factor section (issue 41)", () => {
  it("turns it on: the QR code and the key, a wrong code said in place, then the recovery codes shown once", async () => {
    let status = off;
    let confirms = 0;
    const { api } = openProfile("/profile/u1?tab=security", {
      ...noSessions,
      "GET /api/user/two_factor": () => ({ body: status }),
      "POST /api/user/two_factor/setup": {
        body: { secret, uri: `otpauth://totp/Intranet:ann?secret=${secret}&issuer=Intranet` },
      },
      "POST /api/user/two_factor/confirm": () => {
        if (++confirms === 1) return apiError(401, "login.two_factor_code_wrong", "Wrong code");
        status = { enabled: true, recoveryCodesLeft: 10, required: false };
        return { body: { recoveryCodes: ["aaaa-bbbb", "cccc-dddd"] } };
      },
    });
    const twoFactor = await section();
    expect(await within(twoFactor).findByText("Off: signing in needs only your password.")).toBeTruthy();
    await userEvent.click(within(twoFactor).getByRole("button", { name: "Turn on" }));
    expect(await within(twoFactor).findByRole("img", { name: "QR code for the authenticator app" })).toBeTruthy();
    expect(within(twoFactor).getByText("JBSW Y3DP EHPK 3PXP")).toBeTruthy(); // the key in groups, to type by hand

    await userEvent.type(within(twoFactor).getByLabelText("Authentication code"), "111111");
    await userEvent.click(within(twoFactor).getByRole("button", { name: "Turn on" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/user/two_factor/confirm"));
    expect((await within(twoFactor).findByRole("alert", {}, { timeout: 8000 })).textContent).toContain("Wrong code");
    await userEvent.clear(within(twoFactor).getByLabelText("Authentication code"));
    await userEvent.type(within(twoFactor).getByLabelText("Authentication code"), "222222");
    await userEvent.click(within(twoFactor).getByRole("button", { name: "Turn on" }));
    expect(await within(twoFactor).findByText("aaaa-bbbb")).toBeTruthy();
    expect(api.bodyOf("POST /api/user/two_factor/confirm")).toEqual({ code: "222222" });

    await userEvent.click(within(twoFactor).getByRole("button", { name: "I have saved them" }));
    expect(await within(twoFactor).findByText("10 recovery codes left")).toBeTruthy();
    expect(within(twoFactor).queryByText("aaaa-bbbb")).toBeNull();
  });

  it("turns it off with the password; when required for the account it cannot be turned off", async () => {
    let status: TwoFactorStatus = { enabled: true, recoveryCodesLeft: 3, required: false };
    const { api } = openProfile("/profile/u1?tab=security", {
      ...noSessions,
      "GET /api/user/two_factor": () => ({ body: status }),
      "POST /api/user/two_factor/disable": () => {
        status = off;
        return { status: 204 };
      },
    });
    const twoFactor = await section();
    await userEvent.click(await within(twoFactor).findByRole("button", { name: "Turn off" }));
    await userEvent.type(within(twoFactor).getByLabelText("Password"), "secret1");
    await userEvent.click(within(twoFactor).getByRole("button", { name: "Turn off" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/user/two_factor/disable"));
    expect(api.bodyOf("POST /api/user/two_factor/disable")).toEqual({ password: "secret1" });
    expect(await within(twoFactor).findByText("Off: signing in needs only your password.")).toBeTruthy();
  });

  it("says it is required and offers no way to turn it off", async () => {
    openProfile("/profile/u1?tab=security", {
      ...noSessions,
      "GET /api/user/two_factor": { body: { enabled: true, recoveryCodesLeft: 1, required: true } },
    });
    const twoFactor = await section();
    expect(await within(twoFactor).findByText("Required for your account: it cannot be turned off.")).toBeTruthy();
    expect(within(twoFactor).getByText("1 recovery code left")).toBeTruthy();
    expect(within(twoFactor).queryByRole("button", { name: "Turn off" })).toBeNull();
    expect(within(twoFactor).getByRole("button", { name: "New recovery codes" })).toBeTruthy();
  });
});
