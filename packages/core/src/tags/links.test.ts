import { beforeAll, describe, expect, it } from "vitest";
import { tagLimits, type TagView } from "@intranet/contracts/tags";
import { newId } from "../platform";
import { ensureTestTenant } from "../testing/actors";
import { capture, captureEvents } from "../testing/capture";
import { countDynamoCalls } from "../testing/dynamo-calls";
import { member, type Member } from "../users/test-support";
import { deleteTag } from "./deletion";
import { attachTags, detachAllFrom, detachTag, setItemTags } from "./item-tags";
import { itemsWithTags, tagsOfItem, tagsOfItems } from "./lookups";
import { fakeTaskTarget, newTag } from "./test-support";
import { listTags } from "./vocabulary";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const events = captureEvents();
const tasks = fakeTaskTarget();

let tenantId: string;
let admin: Member, editor: Member, reader: Member, stranger: Member;
let urgent: TagView, later: TagView;
beforeAll(async () => {
  tenantId = await ensureTestTenant();
  [admin, editor, reader] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId),
    member(tenantId),
  ]);
  stranger = await member(await ensureTestTenant(), { role: "admin" });
  urgent = await newTag(editor.actor, { name: "Urgent" });
  later = await newTag(editor.actor, { name: "Later" });
});

/** A task the editor may edit and the reader only read. */
const task = (clientId = tenantId) => {
  const itemId = newId();
  tasks.set(itemId, { clientId, access: { [editor.userId]: "write", [reader.userId]: "read" } });
  return itemId;
};
const uses = async (tagId: string) =>
  (await listTags(admin.actor, tenantId, "taskTracker", {})).items.find((tag) => tag._id === tagId)?.uses;

describe("tags on items", () => {
  it("adds tags for whoever may edit the item, keeping those it has, and counts their uses", async () => {
    const itemId = task();
    const first = await attachTags(editor.actor, "task", itemId, { tagIds: [urgent._id] });
    expect(first).toMatchObject({ model: "task", item_id: itemId, tags: [{ _id: urgent._id, uses: 1 }] });
    const both = await attachTags(editor.actor, "task", itemId, { tagIds: [urgent._id, later._id, later._id] });
    expect(both.tags.map((tag) => tag.name)).toEqual(["Later", "Urgent"]);
    expect(await tagsOfItem(tenantId, "task", itemId)).toHaveLength(2);
    expect(await uses(urgent._id)).toBe(1);
    const attached = events.filter((event) => event.type === "tag.attached").map((event) => event.detail);
    expect(attached).toContainEqual({ model: "task", itemId, tagIds: [later._id] });
  });

  it("refuses with a catalogue code and writes nothing", async () => {
    const itemId = task();
    const vacancyTag = await newTag(editor.actor, { module: "vacancies", name: "Urgent" });
    const foreignTag = await newTag(stranger.actor, { name: "Foreign" });
    const refused = async (who: Member, model: string, item: string, tagIds: string[]) =>
      code(() => attachTags(who.actor, model, item, { tagIds }));
    expect(await refused(editor, "desk", itemId, [urgent._id])).toBe("tags.unknown_model");
    // A known model nobody registered takes no tags either.
    expect(await refused(editor, "article", itemId, [urgent._id])).toBe("tags.unknown_model");
    expect(await refused(editor, "task", newId(), [urgent._id])).toBe("tags.item_not_found");
    expect(await refused(admin, "task", itemId, [urgent._id])).toBe("tags.item_not_found");
    expect(await refused(reader, "task", itemId, [urgent._id])).toBe("tags.forbidden");
    expect(await refused(editor, "task", itemId, [vacancyTag._id])).toBe("tags.wrong_module");
    expect(await refused(editor, "task", itemId, [foreignTag._id])).toBe("tags.not_found");
    expect(await refused(editor, "task", itemId, [urgent._id, newId()])).toBe("tags.not_found");
    // Another company's item, asked from there, is missing.
    expect(await refused(stranger, "task", itemId, [foreignTag._id])).toBe("tags.item_not_found");
    expect(await tagsOfItem(tenantId, "task", itemId)).toEqual([]);
    expect(await code(() => detachTag(reader.actor, urgent._id, "task", itemId))).toBe("tags.forbidden");
  });

  it("holds at most 20 tags on an item", async () => {
    const itemId = task();
    const many = await Promise.all(
      Array.from({ length: tagLimits.perItemMax + 1 }, (_, index) => newTag(editor.actor, { name: `Many ${index}` })),
    );
    const ids = many.map((tag) => tag._id);
    await attachTags(editor.actor, "task", itemId, { tagIds: ids.slice(0, 15) });
    expect(await code(() => attachTags(editor.actor, "task", itemId, { tagIds: ids.slice(15) }))).toBe(
      "tags.too_many_on_item",
    );
    expect(await tagsOfItem(tenantId, "task", itemId)).toHaveLength(15);
    await attachTags(editor.actor, "task", itemId, { tagIds: ids.slice(15, 20) });
    expect(await code(() => attachTags(editor.actor, "task", itemId, { tagIds: [ids[20]!] }))).toBe(
      "tags.too_many_on_item",
    );
    // Attaching what it already has is no change, not a refusal.
    expect((await attachTags(editor.actor, "task", itemId, { tagIds: [ids[0]!] })).tags).toHaveLength(20);
  });

  it("takes one tag off; a tag the item does not have changes nothing", async () => {
    const itemId = task();
    await attachTags(editor.actor, "task", itemId, { tagIds: [urgent._id, later._id] });
    const usesBefore = await uses(later._id);
    const after = await detachTag(editor.actor, later._id, "task", itemId);
    expect(after.tags.map((tag) => tag._id)).toEqual([urgent._id]);
    expect(await uses(later._id)).toBe(usesBefore! - 1);
    expect((await detachTag(editor.actor, later._id, "task", itemId)).tags).toHaveLength(1);
    expect(await uses(later._id)).toBe(usesBefore! - 1);
    expect(events.map((event) => event.detail)).toContainEqual({ model: "task", itemId, tagIds: [later._id] });
  });

  it("sets an item's tags exactly, and takes them all off a deleted item", async () => {
    const itemId = task();
    await attachTags(editor.actor, "task", itemId, { tagIds: [urgent._id] });
    expect(await setItemTags(tenantId, "task", itemId, [later._id])).toEqual([later._id]);
    expect(await tagsOfItem(tenantId, "task", itemId)).toEqual([later._id]);
    await detachAllFrom(tenantId, "task", itemId);
    await detachAllFrom(tenantId, "task", itemId);
    expect(await tagsOfItem(tenantId, "task", itemId)).toEqual([]);
  });

  it("finds the items having all the given tags, and every item's tags in ONE Query", async () => {
    const company = await ensureTestTenant();
    const who = await member(company);
    const [red, blue] = [await newTag(who.actor, { name: "Red" }), await newTag(who.actor, { name: "Blue" })];
    const items = Array.from({ length: 3 }, () => newId());
    for (const itemId of items) tasks.set(itemId, { clientId: company, access: { [who.userId]: "write" } });
    await attachTags(who.actor, "task", items[0]!, { tagIds: [red._id, blue._id] });
    await attachTags(who.actor, "task", items[1]!, { tagIds: [red._id] });
    expect(await itemsWithTags(company, "task", [red._id, blue._id])).toEqual([items[0]]);
    expect((await itemsWithTags(company, "task", [red._id])).sort()).toEqual([items[0], items[1]].sort());

    const calls = countDynamoCalls();
    try {
      const all = await tagsOfItems(company, "task");
      expect(calls.counts).toEqual({ QueryCommand: 1 });
      expect(new Map([...all].map(([item, tags]) => [item, [...tags].sort()]))).toEqual(
        new Map([
          [items[0], [red._id, blue._id].sort()],
          [items[1], [red._id]],
        ]),
      );
    } finally {
      calls.stop();
    }
    // Another company's links are not in this one's.
    expect((await tagsOfItems(tenantId, "task")).has(items[0]!)).toBe(false);
  });

  it("deletes a tag with its links on every item", async () => {
    const doomed = await newTag(editor.actor, { name: "Doomed" });
    const items = [task(), task(), task()];
    for (const itemId of items) await attachTags(editor.actor, "task", itemId, { tagIds: [doomed._id, urgent._id] });
    expect(await uses(doomed._id)).toBe(3);
    await deleteTag(admin.actor, tenantId, doomed._id);
    expect(await itemsWithTags(tenantId, "task", [doomed._id])).toEqual([]);
    for (const itemId of items) expect(await tagsOfItem(tenantId, "task", itemId)).toEqual([urgent._id]);
    const deleted = events.find((event) => event.type === "tag.deleted");
    expect(deleted?.detail).toMatchObject({ tagId: doomed._id, module: "taskTracker" });
    expect((deleted?.detail as { items: Array<{ itemId: string }> }).items.map((item) => item.itemId).sort()).toEqual(
      [...items].sort(),
    );
    expect(await code(() => attachTags(editor.actor, "task", items[0]!, { tagIds: [doomed._id] }))).toBe(
      "tags.not_found",
    );
  });
});
