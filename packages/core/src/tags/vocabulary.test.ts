import { beforeAll, describe, expect, it } from "vitest";
import { tagLimits } from "@intranet/contracts/tags";
import { batchWrite } from "../db";
import { newId } from "../platform";
import { ensureTestTenant } from "../testing/actors";
import { capture, captureEvents } from "../testing/capture";
import { member, type Member } from "../users/test-support";
import { deleteTag } from "./deletion";
import { db } from "./entities";
import { newTag } from "./test-support";
import { createTag, listTags, updateTag } from "./vocabulary";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const events = captureEvents();

let tenantId: string;
let admin: Member, author: Member, colleague: Member, stranger: Member;
beforeAll(async () => {
  tenantId = await ensureTestTenant();
  [admin, author, colleague] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId),
    member(tenantId),
  ]);
  stranger = await member(await ensureTestTenant(), { role: "admin" });
});

const names = async (who: Member, module: "articles" | "vacancies" | "taskTracker", tmpl?: string) =>
  (await listTags(who.actor, who.tenantId, module, tmpl === undefined ? {} : { tmpl })).items.map((tag) => tag.name);

describe("a module's tag vocabulary", () => {
  it("lists a module's tags by name, and with tmpl those containing it in any case, starting with it first", async () => {
    for (const name of ["Onboarding", "HR policy", "Boarding pass", "Travel"])
      await newTag(author.actor, { module: "articles", name });
    expect(await names(colleague, "articles")).toEqual(["Boarding pass", "HR policy", "Onboarding", "Travel"]);
    expect(await names(colleague, "articles", "BOARD")).toEqual(["Boarding pass", "Onboarding"]);
    expect(await names(colleague, "articles", "zzz")).toEqual([]);
    expect(await names(colleague, "vacancies")).toEqual([]);
  });

  it("keeps names unique per company and module whatever the case and spacing; exactly one of parallel creates wins", async () => {
    const first = await newTag(author.actor, { module: "vacancies", name: "Remote  work", colour: "green" });
    expect(first).toMatchObject({ name: "Remote  work", colour: "green", uses: 0, can: { manage: true } });
    expect(await code(() => newTag(colleague.actor, { module: "vacancies", name: " remote WORK " }))).toBe(
      "tags.name_taken",
    );
    // The same name in another module or company is another tag.
    await newTag(author.actor, { module: "taskTracker", name: "Remote work" });
    await newTag(stranger.actor, { module: "vacancies", name: "Remote work" });

    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        capture(() => newTag(colleague.actor, { module: "vacancies", name: "Night shift" })),
      ),
    );
    expect(racing.filter((outcome) => outcome.value).length).toBe(1);
    expect(racing.filter((outcome) => outcome.code).map((outcome) => outcome.code)).toEqual(
      Array(5).fill("tags.name_taken"),
    );
    expect(await names(colleague, "vacancies")).toEqual(["Night shift", "Remote  work"]);
  });

  it("renames and recolours for the creator or an admin; a taken name is refused with nothing written", async () => {
    const tag = await newTag(author.actor, { name: "Bug", colour: "red" });
    const other = await newTag(author.actor, { name: "Feature" });
    expect(await code(() => updateTag(colleague.actor, tag._id, { name: "Defect" }))).toBe("tags.forbidden");
    expect(await code(() => updateTag(stranger.actor, tag._id, { name: "Defect" }))).toBe("tags.not_found");

    const before = await listTags(author.actor, tenantId, "taskTracker", {});
    expect(await code(() => updateTag(author.actor, tag._id, { name: "FEATURE" }))).toBe("tags.name_taken");
    expect(await listTags(author.actor, tenantId, "taskTracker", {})).toEqual(before);
    // The guards did not move: both names are still taken.
    expect(await code(() => newTag(colleague.actor, { name: "bug" }))).toBe("tags.name_taken");
    expect(await code(() => newTag(colleague.actor, { name: "feature" }))).toBe("tags.name_taken");

    expect(await updateTag(author.actor, tag._id, { name: "BUG" })).toMatchObject({ name: "BUG", colour: "red" });
    const renamed = await updateTag(admin.actor, tag._id, { name: "Defect", colour: null });
    expect(renamed.name).toBe("Defect");
    expect(renamed.colour).toBeUndefined();
    expect(renamed.can.manage).toBe(true);
    // The old name is free again, the new one taken.
    await newTag(colleague.actor, { name: "Bug" });
    expect(await code(() => newTag(colleague.actor, { name: "defect" }))).toBe("tags.name_taken");
    expect(await updateTag(author.actor, other._id, { colour: "blue" })).toMatchObject({
      name: "Feature",
      colour: "blue",
    });
    expect(
      events.some((event) => event.type === "tag.renamed" && (event.detail as { tagId: string }).tagId === tag._id),
    ).toBe(true);
  });

  it("deletes for the creator or an admin, with its name's guard; another company's tag is not found", async () => {
    const tag = await newTag(author.actor, { module: "articles", name: "Obsolete" });
    expect(await code(() => deleteTag(colleague.actor, tenantId, tag._id))).toBe("tags.forbidden");
    expect(await code(() => deleteTag(stranger.actor, stranger.tenantId, tag._id))).toBe("tags.not_found");
    expect(await code(() => deleteTag(stranger.actor, tenantId, tag._id))).toBe("common.no_access");
    expect(await code(() => listTags(stranger.actor, tenantId, "articles", {}))).toBe("common.no_access");
    await deleteTag(author.actor, tenantId, tag._id);
    expect(await names(author, "articles")).not.toContain("Obsolete");
    expect(await code(() => deleteTag(author.actor, tenantId, tag._id))).toBe("tags.not_found");
    // The name can be used again.
    await newTag(colleague.actor, { module: "articles", name: "obsolete" });
  });

  it("refuses the 501st tag of a module", async () => {
    const company = await ensureTestTenant();
    const someone = await member(company);
    const createdAt = new Date().toISOString();
    const tags = Array.from({ length: tagLimits.tagsMax }, (_, index) => ({
      clientId: company,
      module: "taskTracker" as const,
      tagId: newId(),
      name: `Tag ${index}`,
      nameKey: `tag ${index}`,
      createdBy: someone.userId,
      createdAt,
    }));
    await batchWrite((items) => db().entities.tag.put(items).go(), tags, ["clientId", "module", "tagId"]);
    expect(await code(() => createTag(someone.actor, { module: "taskTracker", name: "One more" }))).toBe(
      "tags.too_many",
    );
    expect((await listTags(someone.actor, company, "taskTracker", {})).items.length).toBe(tagLimits.tagsMax);
    await newTag(someone.actor, { module: "articles", name: "One more" });
  });
});
