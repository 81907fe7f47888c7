import type { Actor } from "@intranet/contracts";
import type { JournalAction, JournalEntryView } from "@intranet/contracts/journal";
import { beforeEach, describe, expect, it } from "vitest";
import { createDefaultSections } from "../articles";
import { authenticate } from "../auth";
import { registerEmployee } from "../auth";
import {
  cloneClient,
  createClient,
  requestClientPurge,
  setClientBlocked,
  setDefaultRights,
  switchFeature,
  updateClient,
  updateClientSettings,
  updateCompanyCard,
} from "../clients";
import { captureEvents, captureMail, clientBody, freshWorkspace, refusal, superadmin } from "../clients/test-support";
import { createTemplate, deleteTemplate, putIntegrations, putTenantSettings, updateTemplate } from "../notifications";
import { PLATFORM_TENANT } from "../platform";
import { tokenFor } from "../testing/actors";
import { changeRole, removeEmployee, restoreEmployee, setRightsForRole, setUserRights, updateUser } from "../users";
import { putAiCompanyData } from "./ai";
import { putCompanyIntegrations } from "./integrations";
import { putInterface } from "./interface";
import { listJournal } from "./journal-read";
import { sendTestMail } from "./mail-test";

beforeEach(() => {
  captureMail();
  captureEvents();
});

const page = { limit: 100 } as const;
const entries = async (clientId: string) => (await listJournal(superadmin, clientId, page)).entries;

/** A company made by the superadmin, and its first admin acting through a real token. */
async function company() {
  const { client } = await createClient(superadmin, clientBody());
  const admin = await tokenFor({ role: "admin", tenantId: client._id, profile: { firstName: "Ann", lastName: "Lee" } });
  const actor = await authenticate(`Bearer ${admin.token}`, undefined);
  return { clientId: client._id, workspace: client.workspace, admin: actor };
}

/** Runs an action and answers the one entry it wrote (failing when it wrote none or several). */
async function oneEntry(clientId: string, action: () => Promise<unknown>): Promise<JournalEntryView> {
  const before = new Set((await entries(clientId)).map((entry) => entry.entryId));
  await action();
  const added = (await entries(clientId)).filter((entry) => !before.has(entry.entryId));
  expect(added).toHaveLength(1);
  return added[0]!;
}

/** Runs an action that must be refused, and checks that it wrote no entry. */
async function noEntry(clientId: string, action: () => Promise<unknown>): Promise<string | undefined> {
  const count = (await entries(clientId)).length;
  const code = await refusal(action);
  expect((await entries(clientId)).length).toBe(count);
  return code;
}

const change = (entry: JournalEntryView, field: string) => entry.changes.find((item) => item.field === field);

describe("the journal of administrative changes", () => {
  it("holds one entry per change of the company, with before and after, and none for a refused one", async () => {
    const { clientId, admin } = await company();
    const created = (await entries(clientId)).find((entry) => entry.action === "client.create");
    expect(created?.actor).toMatchObject({ superadmin: true });

    const renamed = await oneEntry(clientId, () => updateClient(superadmin, clientId, { city: "Oslo" }));
    expect(renamed).toMatchObject({ action: "company.update", section: "company" });
    expect(change(renamed, "city")).toEqual({ field: "city", after: '"Oslo"' });

    const design = await oneEntry(clientId, () => updateClient(superadmin, clientId, { design: { font: "Inter" } }));
    expect(design).toMatchObject({ action: "design.update", changes: [{ field: "design.font", after: '"Inter"' }] });

    const settings = await oneEntry(clientId, () => updateClientSettings(admin, clientId, { hideMoodMeter: true }));
    expect(settings).toMatchObject({
      action: "company.settings",
      actor: { userId: admin.userId, firstName: "Ann", lastName: "Lee", superadmin: false },
      changes: [{ field: "settings.hideMoodMeter", after: "true" }],
    });
    // The same values again change nothing, and say nothing.
    const count = (await entries(clientId)).length;
    await updateClientSettings(admin, clientId, { hideMoodMeter: true });
    expect((await entries(clientId)).length).toBe(count);

    const card = await oneEntry(clientId, () => updateCompanyCard(admin, clientId, { city: "Bergen" }));
    expect(change(card, "city")).toEqual({ field: "city", before: '"Oslo"', after: '"Bergen"' });

    const feature = await oneEntry(clientId, () => switchFeature(superadmin, clientId, "shop", false));
    expect(feature).toMatchObject({ action: "feature.switch", section: "features", detail: "shop" });
    expect(change(feature, "features.shop")).toEqual({ field: "features.shop", before: "true", after: "false" });

    const rights = await oneEntry(clientId, () => setDefaultRights(admin, clientId, ["wall"]));
    expect(rights).toMatchObject({ action: "rights.defaults", section: "rights" });

    expect((await oneEntry(clientId, () => setClientBlocked(superadmin, clientId, true))).action).toBe("client.block");
    expect((await oneEntry(clientId, () => setClientBlocked(superadmin, clientId, false))).action).toBe(
      "client.unblock",
    );

    const menu = await oneEntry(clientId, () =>
      putInterface(admin, clientId, { menuNames: { company: { ru: "Лента" } }, menuOrder: ["groups", "company"] }),
    );
    expect(menu.action).toBe("company.interface");
    expect(change(menu, "design.menuNames.company.ru")?.after).toBe('"Лента"');
    expect(change(menu, "design.menuOrder")?.after).toBe('["groups","company"]');
    // The admins' own entries stay in the menu whatever is asked.
    const hidden = await putInterface(admin, clientId, { menuHidden: ["ideas", "admin", "employees"] });
    expect(hidden.design.menuHidden).toEqual(["ideas"]);
    expect(await noEntry(clientId, () => putInterface(admin, clientId, { menuOrder: ["nowhere"] }))).toBe(
      "admin.menu_key_unknown",
    );

    const ai = await oneEntry(clientId, () => putAiCompanyData(admin, clientId, { mission: "Tea for all" }));
    expect(ai).toMatchObject({ action: "company.ai", changes: [{ field: "mission", after: '"Tea for all"' }] });

    // The personnel system needs the tax id: refused without one, and nothing journaled.
    const hrm = { url: "https://hr.example.test/api", login: "svc", password: "s3cret-pass" };
    expect(await noEntry(clientId, () => putCompanyIntegrations(admin, clientId, { hrm }))).toBe(
      "admin.hrm_tax_id_required",
    );
    await updateCompanyCard(admin, clientId, { taxId: "7707083893" });
    const linked = await oneEntry(clientId, () => putCompanyIntegrations(admin, clientId, { hrm }));
    expect(change(linked, "hrmPassword")).toEqual({ field: "hrmPassword", after: '"set"' });
    const relinked = await oneEntry(clientId, () =>
      putCompanyIntegrations(admin, clientId, { hrm: { ...hrm, password: "other-pass" } }),
    );
    expect(change(relinked, "hrmPassword")).toEqual({ field: "hrmPassword", before: '"set"', after: '"replaced"' });
    expect(JSON.stringify(await entries(clientId))).not.toContain("s3cret");

    const chats = await oneEntry(clientId, () =>
      putIntegrations(admin, clientId, { slack: { webhookUrl: "https://hooks.slack.com/services/T1/B2/xyz" } }),
    );
    expect(chats).toMatchObject({
      action: "notifications.integrations",
      changes: [{ field: "slackWebhookUrl", after: '"set"' }],
    });
    expect(JSON.stringify(chats)).not.toContain("hooks.slack.com");

    const defaults = await oneEntry(clientId, () =>
      putTenantSettings(admin, clientId, { channels: { email: false }, sections: {} }),
    );
    expect(defaults.action).toBe("notifications.defaults");

    const template = { code: "welcome", name: "Welcome", title: "Hi", short: "", full: "", variables: [] };
    expect((await oneEntry(clientId, () => createTemplate(admin, template))).action).toBe("template.create");
    expect(await noEntry(clientId, () => createTemplate(admin, template))).toBe("notifications.template_exists");
    const edited = await oneEntry(clientId, () => updateTemplate(admin, { code: "welcome", title: "Hello" }));
    expect(change(edited, "title")).toEqual({ field: "title", before: '"Hi"', after: '"Hello"' });
    expect((await oneEntry(clientId, () => deleteTemplate(admin, "welcome"))).action).toBe("template.delete");
    expect(await noEntry(clientId, () => deleteTemplate(admin, "welcome"))).toBe("notifications.template_not_found");

    const sections = await oneEntry(clientId, () => createDefaultSections(admin, "en"));
    expect(change(sections, "sections")?.after).toBe('["Handbook","Policies","IT how-tos"]');
    const made = (await entries(clientId)).length;
    await createDefaultSections(admin, "en"); // all there already: nothing made, nothing said
    expect((await entries(clientId)).length).toBe(made);

    const mail = await oneEntry(clientId, () => sendTestMail(admin, clientId, { to: "it@example.test" }));
    expect(mail).toMatchObject({ action: "mail.test", target: { label: "it@example.test" }, detail: "sent" });
  });

  it("holds one entry per change of a person, none for one's own profile or a refused change", async () => {
    const { clientId, admin } = await company();
    const employee = await oneEntry(clientId, () =>
      registerEmployee(admin, { firstName: "Bob", lastName: "Stone", email: `bob.${freshWorkspace()}@example.test` }),
    );
    expect(employee).toMatchObject({ action: "employee.create", target: { type: "user", label: "Bob Stone" } });
    const bobId = employee.target!.id;

    const updated = await oneEntry(clientId, () => updateUser(admin, bobId, { position: "Cook" }));
    expect(updated).toMatchObject({ action: "employee.update", changes: [{ field: "position", after: '"Cook"' }] });
    const bob = await tokenFor({ tenantId: clientId, userId: bobId, rights: ["profile_edit"] });
    const bobActor = await authenticate(`Bearer ${bob.token}`, undefined);
    const own = (await entries(clientId)).length;
    await updateUser(bobActor, bobId, { city: "Oslo" });
    expect((await entries(clientId)).length).toBe(own);

    const granted = await oneEntry(clientId, () => changeRole(admin, bobId, "admin", true));
    expect(granted).toMatchObject({ action: "role.grant", detail: "admin" });
    expect(change(granted, "roles")).toEqual({ field: "roles", before: '["employee"]', after: '["admin","employee"]' });
    expect((await oneEntry(clientId, () => changeRole(admin, bobId, "admin", false))).action).toBe("role.revoke");
    expect(await noEntry(clientId, () => changeRole(admin, admin.userId, "admin", false))).toBe(
      "employees.cannot_change_own_role",
    );

    const rights = await oneEntry(clientId, () => setUserRights(admin, bobId, ["shop", "wall"]));
    expect(change(rights, "rights")?.after).toBe('["wall","shop"]');
    expect(await noEntry(clientId, () => setUserRights(admin, "nobody-here", ["wall"]))).toBe("employees.not_found");
    const sweep = await oneEntry(clientId, () => setRightsForRole(admin, clientId, "employee", ["wall"]));
    expect(sweep).toMatchObject({ action: "rights.role", detail: "employee: 3" });

    expect((await oneEntry(clientId, () => removeEmployee(admin, bobId, "fire"))).action).toBe("employee.fire");
    expect((await oneEntry(clientId, () => restoreEmployee(admin, bobId))).action).toBe("employee.restore");
    const deleted = await oneEntry(clientId, () => removeEmployee(admin, bobId, "delete"));
    expect(change(deleted, "status")).toEqual({ field: "status", before: '"active"', after: '"deleted"' });
    expect(await noEntry(clientId, () => removeEmployee(admin, admin.userId))).toBe("employees.cannot_delete_self");
  });

  it("marks a superadmin's visit once an hour, and keeps a deleted or cloned company's facts", async () => {
    const { clientId, workspace } = await company();
    const root = await tokenFor({ role: "superadmin" });
    const visits = async () =>
      (await entries(clientId)).filter((entry) => entry.action === ("superadmin.enter" satisfies JournalAction));
    await authenticate(`Bearer ${root.token}`, clientId);
    await authenticate(`Bearer ${root.token}`, clientId);
    expect(await visits()).toMatchObject([{ actor: { userId: root.userId, superadmin: true } }]);

    const clone = await cloneClient(superadmin, clientId, freshWorkspace(), "Copy");
    expect((await entries(clone._id)).map((entry) => [entry.action, entry.detail])).toEqual([
      ["client.clone", `${workspace} → ${clone.workspace}`],
    ]);

    await requestClientPurge(superadmin, clone._id);
    const platform = (await listJournal(superadmin, PLATFORM_TENANT, { ...page, target: clone._id })).entries;
    expect(platform).toMatchObject([{ action: "client.delete", target: { id: clone._id, label: "Copy" } }]);
  });

  it("reads by section, person and period, a page at a time, only for that company's admins", async () => {
    const { clientId, admin } = await company();
    for (const city of ["A", "B", "C"]) await updateCompanyCard(admin, clientId, { city });
    await switchFeature(superadmin, clientId, "shop", false);

    const firstPage = await listJournal(admin, clientId, { limit: 2 });
    expect(firstPage.entries.map((entry) => entry.action)).toEqual(["feature.switch", "company.card"]);
    const secondPage = await listJournal(admin, clientId, { limit: 2, cursor: firstPage.cursor! });
    expect(secondPage.entries.map((entry) => entry.action)).toEqual(["company.card", "company.card"]);

    const card = await listJournal(admin, clientId, page, "company");
    expect(card.entries.map((entry) => entry.action)).toEqual(["company.card", "company.card", "company.card"]);
    const mine = await listJournal(admin, clientId, { ...page, actor: admin.userId });
    expect(mine.entries).toHaveLength(3);
    const bySuperadmin = await listJournal(admin, clientId, { ...page, superadmin: "true" });
    expect(bySuperadmin.entries.map((entry) => entry.action)).toEqual(["feature.switch", "client.create"]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await listJournal(admin, clientId, { ...page, from: tomorrow })).entries).toEqual([]);
    expect(await refusal(() => listJournal(admin, clientId, { ...page, from: tomorrow, to: "2020-01-01" }))).toBe(
      "journal.period_invalid",
    );

    const other = await company();
    expect(await refusal(() => listJournal(other.admin, clientId, page))).toBe("common.no_access");
    const employee: Actor = { ...admin, roles: ["employee"] };
    expect(await refusal(() => listJournal(employee, clientId, page))).toBe("common.no_access");
    // A cursor of another company's journal is refused, not followed.
    expect(await refusal(() => listJournal(other.admin, other.clientId, { limit: 2, cursor: firstPage.cursor! }))).toBe(
      "common.validation",
    );
  });
});
