import { beforeAll, describe, expect, it } from "vitest";
import type { ItemTagsView, TagList, TagView } from "@intranet/contracts/tags";
import { registerTagTarget, type TagAccess } from "@intranet/core/tags";
import { newId } from "@intranet/core/platform";
import { member, type Member } from "@intranet/core/users/test-support";
// The real table first, so the fake target below is the one the Lambda finds for `task`.
import "@intranet/functions/tag-targets";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

/**
 * Tags over HTTP: a module's vocabulary (list, autocomplete, create, rename, recolour, delete) for
 * employees, admins, a superadmin inside the workspace and another company; attaching and detaching
 * through a fake `task` target registered here (tasks have no module yet).
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

let tenantId: string;
let admin: Member, author: Member, colleague: Member, stranger: Member;
let superadmin: Caller & { userId: string };
/** Fake tasks: their company and who may do what with them. */
const tasks = new Map<string, { clientId: string; access: Record<string, TagAccess> }>();

beforeAll(async () => {
  tenantId = await ensureTestTenant();
  [admin, author, colleague] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId),
    member(tenantId),
  ]);
  stranger = await member(await ensureTestTenant(), { role: "admin" });
  const visitor = await tokenFor({ role: "superadmin" });
  superadmin = { token: visitor.token, tenantId, userId: visitor.userId };
  registerTagTarget("task", {
    canTag: async (actor, clientId, itemId) => {
      const task = tasks.get(itemId);
      if (!task || task.clientId !== clientId) return "missing";
      return task.access[actor.userId] ?? "none";
    },
  });
});

const create = (who: Caller, body: object) => ok(as(who, "POST", "/api/tag", { body }), 201) as Promise<TagView>;
const list = async (who: Caller, module: string, tmpl?: string): Promise<string[]> => {
  const query = tmpl === undefined ? "" : `?tmpl=${encodeURIComponent(tmpl)}`;
  const answer: TagList = await ok(as(who, "GET", `/api/tag/${tenantId}/${module}${query}`));
  return answer.items.map((tag) => tag.name);
};
const issue = (response: Awaited<ReturnType<TestApi["as"]>>) =>
  (response.body as { error: { details: { issues: Array<{ message: string }> } } }).error.details.issues[0]?.message;

describe("tags over HTTP", () => {
  let onboarding: TagView;

  it("creates and lists a module's tags for every employee, with an autocomplete", async () => {
    onboarding = await create(author, { module: "articles", name: " Onboarding ", colour: "blue" });
    expect(onboarding).toMatchObject({ name: "Onboarding", colour: "blue", module: "articles", uses: 0 });
    expect(onboarding.can.manage).toBe(true);
    await create(colleague, { module: "articles", name: "Boarding pass" });
    await create(superadmin, { module: "articles", name: "Audit" });
    expect(await list(colleague, "articles")).toEqual(["Audit", "Boarding pass", "Onboarding"]);
    expect(await list(colleague, "articles", "board")).toEqual(["Boarding pass", "Onboarding"]);
    expect(await list(superadmin, "articles", "AUD")).toEqual(["Audit"]);
    expect(await list(colleague, "vacancies")).toEqual([]);
    expectError(await as(stranger, "GET", `/api/tag/${tenantId}/articles`), 403, "common.no_access");
  });

  it("refuses bad and taken names with catalogue codes", async () => {
    const refused = async (body: object, expected: string) => {
      const response = await as(colleague, "POST", "/api/tag", { body });
      expectError(response, 400, "common.validation");
      expect(issue(response)).toBe(expected);
    };
    await refused({ module: "articles", name: "   " }, "tags.name_required");
    await refused({ module: "articles", name: "x".repeat(41) }, "tags.name_too_long");
    expectError(
      await as(colleague, "POST", "/api/tag", { body: { module: "news", name: "A" } }),
      400,
      "common.validation",
    );
    expectError(await as(colleague, "GET", `/api/tag/${tenantId}/news`), 400, "common.validation");
    expectError(
      await as(colleague, "POST", "/api/tag", { body: { module: "articles", name: "ONBOARDING" } }),
      409,
      "tags.name_taken",
    );
    // Another company has its own vocabulary.
    await create(stranger, { module: "articles", name: "Onboarding" });
  });

  it("renames and recolours for the creator, an admin and a visiting superadmin", async () => {
    const path = `/api/tags/${onboarding._id}`;
    expectError(await as(colleague, "PUT", path, { body: { name: "Welcome" } }), 403, "tags.forbidden");
    expectError(await as(stranger, "PUT", path, { body: { name: "Welcome" } }), 404, "tags.not_found");
    expectError(await as(author, "PUT", path, { body: { name: "audit" } }), 409, "tags.name_taken");
    expectError(await as(author, "PUT", path, { body: {} }), 400, "common.validation");
    expect(await ok(as(author, "PUT", path, { body: { name: "Welcome" } }))).toMatchObject({ name: "Welcome" });
    expect(await ok(as(admin, "PUT", path, { body: { colour: "teal" } }))).toMatchObject({ colour: "teal" });
    const cleared: TagView = await ok(as(superadmin, "PUT", path, { body: { name: "Welcome!", colour: null } }));
    expect([cleared.name, cleared.colour]).toEqual(["Welcome!", undefined]);
    expect(await list(colleague, "articles")).toEqual(["Audit", "Boarding pass", "Welcome!"]);
  });

  it("attaches and detaches for whoever may edit the item", async () => {
    const [urgent, later] = [
      await create(author, { module: "taskTracker", name: "Urgent" }),
      await create(author, { module: "taskTracker", name: "Later" }),
    ];
    const itemId = newId();
    tasks.set(itemId, { clientId: tenantId, access: { [colleague.userId]: "write", [author.userId]: "read" } });
    const attach = (who: Caller, model: string, item: string, tagIds: string[]) =>
      as(who, "PUT", `/api/tag/attach/to/${model}/${item}`, { body: { tagIds } });

    expectError(await attach(colleague, "desk", itemId, [urgent._id]), 404, "tags.unknown_model");
    expectError(await attach(colleague, "task", newId(), [urgent._id]), 404, "tags.item_not_found");
    expectError(await attach(admin, "task", itemId, [urgent._id]), 404, "tags.item_not_found");
    expectError(await attach(author, "task", itemId, [urgent._id]), 403, "tags.forbidden");
    expectError(await attach(colleague, "task", itemId, [onboarding._id]), 400, "tags.wrong_module");
    expectError(await attach(stranger, "task", itemId, [urgent._id]), 404, "tags.item_not_found");
    const tooMany = await attach(
      colleague,
      "task",
      itemId,
      Array.from({ length: 21 }, () => newId()),
    );
    expectError(tooMany, 400, "common.validation");
    expect(issue(tooMany)).toBe("tags.too_many_on_item");

    const tagged: ItemTagsView = await ok(attach(colleague, "task", itemId, [urgent._id, later._id]));
    expect(tagged).toMatchObject({ model: "task", item_id: itemId });
    expect(tagged.tags.map((tag) => [tag.name, tag.uses])).toEqual([
      ["Later", 1],
      ["Urgent", 1],
    ]);
    const detach = (who: Caller, tagId: string) => as(who, "PUT", `/api/detach/${tagId}/from/task/${itemId}`);
    expectError(await detach(author, urgent._id), 403, "tags.forbidden");
    expectError(await detach(colleague, onboarding._id), 400, "tags.wrong_module");
    const left: ItemTagsView = await ok(detach(colleague, later._id));
    expect(left.tags.map((tag) => tag.name)).toEqual(["Urgent"]);
    await api.bus.drain();

    // A deleted tag comes off its items and cannot be attached again.
    expectError(await as(colleague, "DELETE", `/api/tag/${tenantId}/${urgent._id}`), 403, "tags.forbidden");
    expectError(await as(stranger, "DELETE", `/api/tag/${stranger.tenantId}/${urgent._id}`), 404, "tags.not_found");
    expect((await as(author, "DELETE", `/api/tag/${tenantId}/${urgent._id}`)).status).toBe(204);
    expectError(await attach(colleague, "task", itemId, [urgent._id]), 404, "tags.not_found");
    expect((await ok(attach(colleague, "task", itemId, [later._id]))).tags.map((tag: TagView) => tag.name)).toEqual([
      "Later",
    ]);
  });

  it("deletes for an admin or a visiting superadmin too", async () => {
    const audit = (await ok(as(admin, "GET", `/api/tag/${tenantId}/articles?tmpl=audit`))).items[0] as TagView;
    expect(audit.can.manage).toBe(true);
    expect((await as(superadmin, "DELETE", `/api/tag/${tenantId}/${audit._id}`)).status).toBe(204);
    expectError(await as(admin, "DELETE", `/api/tag/${tenantId}/${audit._id}`), 404, "tags.not_found");
    expect((await as(admin, "DELETE", `/api/tag/${tenantId}/${onboarding._id}`)).status).toBe(204);
    expect(await list(colleague, "articles")).toEqual(["Boarding pass"]);
  });
});
