import { beforeAll, describe, expect, it } from "vitest";
import { hrOnlyUserFields } from "@intranet/contracts";
import { getUserView } from "./read";
import { listUsersOfClient } from "./list";
import { listFollowers, follow } from "./follow";
import { findUser } from "./store";
import { member, refusal, tenantWithAdmin, type Member } from "./test-support";
import { updateUser } from "./update";
import { planProfileChange } from "./profile-change";

describe("the profile's extra and social tabs", () => {
  let tenantId: string;
  let admin: Member;

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
  });

  it("keeps about, education, hobbies, skills and social links; an unchanged form changes none of them", async () => {
    const person = await member(tenantId, { rights: ["profile_edit"] });
    const body = {
      about: "Builds the payroll bridge.",
      education: "MSc Computer Science",
      hobbies: "Climbing",
      skills: ["TypeScript", "DynamoDB"],
      socialLinks: { linkedin: "https://www.linkedin.com/in/ann", github: "https://github.com/ann" },
    };
    const view = await updateUser(person.actor, person.userId, body);
    expect(view).toMatchObject(body);
    const stored = await findUser(tenantId, person.userId);
    expect(stored).toMatchObject(body);

    // The same form again (links in another key order) changes none of them.
    const again = planProfileChange(
      stored!,
      { ...body, socialLinks: { github: "https://github.com/ann", linkedin: "https://www.linkedin.com/in/ann" } },
      new Date().toISOString(),
    );
    for (const field of Object.keys(body)) expect(again.set).not.toHaveProperty(field);
    expect(again.remove).toEqual([]);

    // No skills and no links left clear them.
    const cleared = await updateUser(person.actor, person.userId, { skills: [], socialLinks: {} });
    expect(cleared.skills).toBeUndefined();
    expect(cleared.socialLinks).toBeUndefined();
  });

  it("shows HR data only to the person, admins and HR officers", async () => {
    const person = await member(tenantId);
    await updateUser(admin.actor, person.userId, { taxId: "7707083893", kpp: "770701001", vacationDaysLeft: 14 });
    const colleague = await member(tenantId);
    const hr = await member(tenantId, { role: "hr" });

    for (const viewer of [person, admin, hr])
      expect(await getUserView(viewer.actor, person.userId)).toMatchObject({ taxId: "7707083893", kpp: "770701001" });
    const seen = await getUserView(colleague.actor, person.userId);
    for (const field of hrOnlyUserFields) expect(seen).not.toHaveProperty(field);

    // Lists shown to a colleague leave them out too.
    await follow(person.actor, colleague.userId);
    const followers = await listFollowers(colleague.actor, colleague.userId, { limit: 50 });
    expect(followers.items.find((item) => item._id === person.userId)).not.toHaveProperty("taxId");
    const page = await listUsersOfClient(colleague.actor, tenantId, { status: "active", limit: 100 });
    expect(page.items.find((item) => item._id === person.userId)).not.toHaveProperty("vacationDaysLeft");
    const asHr = await listUsersOfClient(hr.actor, tenantId, { status: "active", limit: 100 });
    expect(asHr.items.find((item) => item._id === person.userId)).toHaveProperty("vacationDaysLeft", 14);
  });

  it("refuses a social link that is not a web address", async () => {
    const { updateUserBodySchema } = await import("@intranet/contracts");
    expect(updateUserBodySchema.safeParse({ socialLinks: { vk: "javascript:alert(1)" } }).success).toBe(false);
    expect(updateUserBodySchema.safeParse({ socialLinks: { vk: "https://vk.com/ann", x: "" } }).data).toEqual({
      socialLinks: { vk: "https://vk.com/ann" },
    });
    const person = await member(tenantId);
    expect(await refusal(() => updateUser(person.actor, person.userId, { about: "me" }))).toBe("common.no_access");
  });
});
