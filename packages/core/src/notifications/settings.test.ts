import { beforeAll, describe, expect, it } from "vitest";
import { defaultChannelSwitches } from "@intranet/contracts";
import { refusal } from "../testing/capture";
import { member, tenantWithAdmin, type Member } from "../users/test-support";
import { getTenantSettings, getUserSettings, putTenantSettings, putUserSettings } from "./settings";

describe("notification channel settings", () => {
  let tenantId: string;
  let admin: Member;

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
  });

  it("start from the built-in defaults: in-app on, e-mail and chats off, likes on", async () => {
    const alice = await member(tenantId);
    const view = await getUserSettings(alice.actor, alice.userId);
    expect(view).toMatchObject({ client_id: tenantId, user_id: alice.userId, channels: {}, sections: {} });
    expect(view.effective.channels).toEqual(defaultChannelSwitches);
    expect(view.effective.channels).toEqual({
      system: true,
      sound: true,
      email: false,
      center: true,
      telegram: false,
      teams: false,
      slack: false,
    });
    expect(view.effective.sections.posts).toEqual(defaultChannelSwitches);
    expect(view.effective.likes).toBe(true);
  });

  it("layers user per section > user > tenant per section > tenant > built-in", async () => {
    const { tenantId: own, admin: ownAdmin } = await tenantWithAdmin();
    const bob = await member(own);
    await putTenantSettings(ownAdmin.actor, own, {
      channels: { email: true, sound: false },
      sections: { shop: { email: false, slack: true } },
      likes: false,
    });
    let view = await getUserSettings(bob.actor, bob.userId);
    expect(view.effective.channels).toMatchObject({ email: true, sound: false, slack: false });
    expect(view.effective.sections.shop).toMatchObject({ email: false, slack: true, sound: false });
    expect(view.effective.likes).toBe(false);

    view = await putUserSettings(bob.actor, bob.userId, {
      channels: { sound: true },
      sections: { shop: { slack: false }, posts: { email: false } },
      likes: true,
    });
    expect(view.channels).toEqual({ sound: true });
    expect(view.effective.channels).toMatchObject({ email: true, sound: true });
    expect(view.effective.sections.shop).toMatchObject({ email: false, slack: false, sound: true });
    expect(view.effective.sections.posts).toMatchObject({ email: false, sound: true });
    expect(view.effective.sections.events).toMatchObject({ email: true });
    expect(view.effective.likes).toBe(true);

    // PUT replaces: an empty choice falls back to the tenant's.
    view = await putUserSettings(bob.actor, bob.userId, { channels: {}, sections: {} });
    expect(view.effective.channels).toMatchObject({ email: true, sound: false });
    expect(view.effective.likes).toBe(false);

    const tenant = await getTenantSettings(ownAdmin.actor, own);
    expect(tenant).toMatchObject({ user_id: null, channels: { email: true, sound: false }, likes: false });
    expect(tenant.effective.sections.shop.slack).toBe(true);
  });

  it("are read and changed by the user or an admin only, in their own tenant", async () => {
    const carol = await member(tenantId);
    const dave = await member(tenantId);
    expect(await refusal(() => getUserSettings(dave.actor, carol.userId))).toBe("common.no_access");
    expect(await refusal(() => putUserSettings(dave.actor, carol.userId, { channels: {}, sections: {} }))).toBe(
      "common.no_access",
    );
    const set = await putUserSettings(admin.actor, carol.userId, { channels: { email: true }, sections: {} });
    expect(set.effective.channels.email).toBe(true);
    expect((await getUserSettings(carol.actor, carol.userId)).channels).toEqual({ email: true });
    expect(await refusal(() => getTenantSettings(carol.actor, tenantId))).toBe("common.no_access");

    const other = await tenantWithAdmin();
    expect(await refusal(() => getUserSettings(other.admin.actor, carol.userId))).toBe("employees.not_found");
    expect(await refusal(() => getTenantSettings(other.admin.actor, tenantId))).toBe("common.no_access");
    expect(await refusal(() => putTenantSettings(other.admin.actor, tenantId, { channels: {}, sections: {} }))).toBe(
      "common.no_access",
    );
  });
});
