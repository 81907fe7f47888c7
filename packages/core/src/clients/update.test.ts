import { beforeEach, describe, expect, it } from "vitest";
import { authenticate } from "../auth";
import { db } from "./entities";
import { newId } from "../platform";
import { ensureTestTenant, tokenFor } from "../testing/actors";
import { createClient } from "./create";
import { listFeatures, switchFeature } from "./features";
import { requestClientPurge } from "./purge-request";
import { setClientBlocked } from "./status";
import { captureEvents, captureMail, clientBody, member, refusal, superadmin } from "./test-support";
import { updateClient, updateClientSettings } from "./update";

beforeEach(() => {
  captureMail();
  captureEvents();
});

const stored = async (clientId: string) => (await db().entities.client.get({ clientId }).go()).data;
const featureOf = (view: { features: Array<{ code: string; active: boolean }> }, code: string) =>
  view.features.find((feature) => feature.code === code)?.active;

describe("changing a client", () => {
  it("updates data and merges design and settings key by key", async () => {
    const { client } = await createClient(
      superadmin,
      clientBody({ design: { font: "Inter", logo: "logo.png" }, settings: { lang: "ru", start_page: "groups" } }),
    );
    const updated = await updateClient(superadmin, client._id, {
      name: "Renamed Ltd",
      storageLimitBytes: 1234,
      defaultRights: ["wall", "chat"],
      design: { font: "Roboto", colors: { primary: "#112233" } },
      settings: { hideMoodMeter: true },
    });
    expect(updated).toMatchObject({
      name: "Renamed Ltd",
      storageLimitBytes: 1234,
      defaultRights: ["wall", "chat"],
      design: { font: "Roboto", logo: "logo.png", colors: { primary: "#112233" } },
      settings: { lang: "ru", start_page: "groups", hideMoodMeter: true },
      workspace: client.workspace,
    });
    expect((await stored(client._id))?.name).toBe("Renamed Ltd");
    // Any single part alone, or nothing at all.
    expect((await updateClient(superadmin, client._id, { settings: { lang: "en" } })).settings.lang).toBe("en");
    expect((await updateClient(superadmin, client._id, { design: { font: "Mono" } })).design.font).toBe("Mono");
    expect((await updateClient(superadmin, client._id, { city: "Oslo" })).city).toBe("Oslo");
    expect((await updateClient(superadmin, client._id, {})).name).toBe("Renamed Ltd");
  });

  it("never creates or revives a client: unknown and deleting ones are not found", async () => {
    const unknown = newId();
    expect(await refusal(() => updateClient(superadmin, unknown, { name: "x" }))).toBe("clients.not_found");
    expect(await stored(unknown)).toBeNull();
    const { client } = await createClient(superadmin, clientBody());
    await requestClientPurge(superadmin, client._id);
    expect(await refusal(() => updateClient(superadmin, client._id, { name: "x" }))).toBe("clients.not_found");
    expect(await refusal(() => setClientBlocked(superadmin, client._id, true))).toBe("clients.not_found");
    expect((await stored(client._id))?.status).toBe("deleting");
  });

  it("lets a tenant's admin, or a superadmin, change its settings, and nobody else", async () => {
    const tenantId = await ensureTestTenant(); // an older item without a settings map
    const admin = member(tenantId, "admin");
    expect((await updateClientSettings(admin, tenantId, { start_page: "calendar" })).settings).toEqual({
      start_page: "calendar",
    });
    expect((await updateClientSettings(superadmin, tenantId, { lang: "ua" })).settings).toEqual({
      start_page: "calendar",
      lang: "ua",
    });
    const otherAdmin = member(await ensureTestTenant(), "admin");
    expect(await refusal(() => updateClientSettings(otherAdmin, tenantId, { lang: "en" }))).toBe("common.no_access");
    expect(await refusal(() => updateClientSettings(member(tenantId), tenantId, { lang: "en" }))).toBe(
      "common.no_access",
    );
    expect((await stored(tenantId))?.settings).toEqual({ start_page: "calendar", lang: "ua" });
  });

  it("blocks and unblocks: the tenant's users are refused, then let in", async () => {
    const { client } = await createClient(superadmin, clientBody());
    const employee = await tokenFor({ tenantId: client._id });
    const bearer = `Bearer ${employee.token}`;
    expect((await setClientBlocked(superadmin, client._id, true)).status).toBe("blocked");
    expect(await refusal(() => authenticate(bearer, undefined))).toBe("login.company_blocked");
    expect((await setClientBlocked(superadmin, client._id, false)).status).toBe("active");
    expect((await authenticate(bearer, undefined)).tenantId).toBe(client._id);
    expect(await refusal(() => setClientBlocked(member(client._id, "admin"), client._id, true))).toBe(
      "common.no_access",
    );
  });
});

describe("features", () => {
  it("lists every feature code with a name", () => {
    const features = listFeatures();
    expect(features.find((feature) => feature.code === "shop")).toEqual({ code: "shop", name: "Shop" });
    expect(features.every((feature) => feature.name.length > 0)).toBe(true);
  });

  it("sets a feature, toggles it without a value, and keeps the others", async () => {
    const tenantId = await ensureTestTenant(); // no features map yet: every feature is on
    expect(featureOf(await switchFeature(superadmin, tenantId, "shop"), "shop")).toBe(false);
    expect(featureOf(await switchFeature(superadmin, tenantId, "shop"), "shop")).toBe(true);
    const view = await switchFeature(superadmin, tenantId, "chats", false);
    expect(featureOf(view, "chats")).toBe(false);
    expect(featureOf(view, "shop")).toBe(true);
    expect(featureOf(await switchFeature(superadmin, tenantId, "chats", false), "chats")).toBe(false);
    expect((await stored(tenantId))?.features).toEqual({ shop: true, chats: false });
    expect(await refusal(() => switchFeature(member(tenantId, "admin"), tenantId, "shop"))).toBe("common.no_access");
    expect(await refusal(() => switchFeature(superadmin, newId(), "shop"))).toBe("clients.not_found");
  });

  it("loses no toggle under concurrency: the final state matches the number that succeeded", async () => {
    const { client } = await createClient(superadmin, clientBody());
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => switchFeature(superadmin, client._id, "polls")),
    );
    const succeeded = results.filter((result) => result.status === "fulfilled").length;
    for (const result of results) if (result.status === "rejected") expect(result.reason.code).toBe("common.conflict");
    expect(succeeded).toBeGreaterThan(0);
    const final = (await stored(client._id))?.features as Record<string, boolean>;
    expect(final.polls).toBe(succeeded % 2 === 0);
  });
});
