import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { captureEvents, refusal } from "../testing/capture";
import { member, tenantWithAdmin, type Member } from "../users/test-support";
import type { NotificationCreatedDetail } from "./events";
import { notify } from "./notify";
import { notificationPage } from "./store";
import {
  builtinTemplates,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  previewTemplate,
  updateTemplate,
} from "./templates";

const events = captureEvents();
beforeEach(() => void events.splice(0));

describe("notification templates", () => {
  let tenantId: string;
  let admin: Member;

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
  });

  it("creates, reads, changes and deletes a template; codes are unique per tenant", async () => {
    const body = {
      code: "birthday",
      name: "Birthday",
      title: "Happy birthday, {{recipient}}!",
      short: "From {{team}}",
      full: "<p>From <b>{{team}}</b></p>",
      variables: ["team"],
    };
    const created = await createTemplate(admin.actor, body);
    expect(created).toMatchObject({ ...body, builtin: false, overridesBuiltin: false });
    expect(created._id).toMatch(/^[0-9A-Z]{26}$/);
    expect(await refusal(() => createTemplate(admin.actor, body))).toBe("notifications.template_exists");
    // Another tenant may use the same code.
    const other = await tenantWithAdmin();
    expect((await createTemplate(other.admin.actor, body)).code).toBe("birthday");

    const changed = await updateTemplate(admin.actor, { code: "birthday", short: "Cheers from {{team}}" });
    expect(changed).toMatchObject({ short: "Cheers from {{team}}", title: body.title, _id: created._id });
    expect(changed.updatedAt).toBeDefined();
    expect((await getTemplate(admin.actor, "birthday")).short).toBe("Cheers from {{team}}");
    expect(await refusal(() => updateTemplate(admin.actor, { code: "birthday", short: "{{unknown}}" }))).toBe(
      "notifications.template_undeclared_variable",
    );
    expect(await refusal(() => createTemplate(admin.actor, { ...body, code: "x2", title: "{{nope}}" }))).toBe(
      "notifications.template_undeclared_variable",
    );

    const list = await listTemplates(admin.actor);
    expect(list.items.map((template) => template.code)).toEqual(
      ["birthday", ...Object.keys(await builtinTemplates())].sort((a, b) => a.localeCompare(b)),
    );
    expect(await deleteTemplate(admin.actor, "birthday")).toEqual({ code: "birthday", deleted: true });
    expect(await refusal(() => getTemplate(admin.actor, "birthday"))).toBe("notifications.template_not_found");
    expect(await refusal(() => deleteTemplate(admin.actor, "birthday"))).toBe("notifications.template_not_found");
    expect(await refusal(() => updateTemplate(admin.actor, { code: "birthday", name: "x" }))).toBe(
      "notifications.template_not_found",
    );
    expect((await getTemplate(other.admin.actor, "birthday")).short).toBe("From {{team}}");
  });

  it("is for admins of the tenant only", async () => {
    const employee = await member(tenantId);
    expect(await refusal(() => listTemplates(employee.actor))).toBe("common.no_access");
    expect(
      await refusal(() =>
        createTemplate(employee.actor, { code: "x", name: "x", title: "x", short: "", full: "", variables: [] }),
      ),
    ).toBe("common.no_access");
  });

  it("renders with escaped values; a tenant template overrides the built-in one until deleted", async () => {
    const { tenantId: own, admin: ownAdmin } = await tenantWithAdmin();
    const alice = await member(own, { profile: { firstName: "Alice", lastName: "Smith" } });
    const bob = await member(own, { profile: { firstName: "Bob", lastName: "<Jones>" } });

    const builtin = await previewTemplate(ownAdmin.actor, "post.thanks", { actor: "A&B", excerpt: "<img src=x>" });
    expect(builtin.title).toBe("A&amp;B thanked you");
    expect(builtin.short).toBe("&lt;img src=x&gt;");

    await notify(own, [alice.userId], {
      section: "posts",
      kind: "thanks",
      template: "post.thanks",
      variables: { excerpt: "Great <b>job</b>" },
      actorId: bob.userId,
      link: "/post/1",
    });
    let [item] = (await notificationPage(own, alice.userId, "all", undefined, { before: "now" })).items;
    expect(item).toMatchObject({ title: "Bob &lt;Jones&gt; thanked you", body: "Great &lt;b&gt;job&lt;/b&gt;" });
    const [delivery] = (events.at(-1)!.detail as NotificationCreatedDetail).deliveries;
    expect(delivery!.notification._id).toBe(item!._id);

    await updateTemplate(ownAdmin.actor, { code: "post.thanks", title: "Kudos from {{actor}} to {{recipient}}" });
    const overriding = await getTemplate(ownAdmin.actor, "post.thanks");
    expect(overriding).toMatchObject({ builtin: false, overridesBuiltin: true, short: "{{excerpt}}" });
    await notify(own, [alice.userId], {
      section: "posts",
      kind: "thanks",
      template: "post.thanks",
      variables: { excerpt: "again" },
      actorId: bob.userId,
    });
    [item] = (await notificationPage(own, alice.userId, "all", undefined, { before: "now" })).items;
    expect(item!.title).toBe("Kudos from Bob &lt;Jones&gt; to Alice Smith");

    // Another tenant still gets the built-in text.
    expect((await previewTemplate(admin.actor, "post.thanks", { actor: "X" })).title).toBe("X thanked you");

    await deleteTemplate(ownAdmin.actor, "post.thanks");
    expect((await getTemplate(ownAdmin.actor, "post.thanks")).builtin).toBe(true);
    expect(await refusal(() => deleteTemplate(ownAdmin.actor, "post.thanks"))).toBe("notifications.builtin_template");
    expect(await refusal(() => notify(own, [alice.userId], { section: "other", kind: "x", template: "nope" }))).toBe(
      "notifications.template_not_found",
    );
  });
});
