import { beforeAll, describe, expect, it } from "vitest";
import type { IdeaPage, IdeaView } from "@intranet/contracts/ideas";
import { syncPeople } from "@intranet/core/audiences";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

/**
 * Ideas over HTTP with the real bus: an employee proposes an idea; colleagues support it at once;
 * the recipients move it to accepted (the author's award is paid once) or decline with a reason;
 * who sees what for the author, a colleague, a recipient, an admin, a superadmin in the workspace
 * and another tenant.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

let tenantId: string;
let admin: Member, author: Member, lead: Member, noRight: Member, stranger: Member;
let colleagues: Member[];
let superadmin: Caller;

beforeAll(async () => {
  tenantId = await ensureTestTenant();
  const rights = { rights: ["ideas" as const, "shop" as const] };
  [admin, author, lead, noRight, ...colleagues] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { ...rights, profile: { firstName: "Ian", lastName: "Idea" } }),
    member(tenantId, { ...rights, profile: { firstName: "Lea", lastName: "Lead" } }),
    member(tenantId, { profile: { firstName: "No", lastName: "Right" } }),
    ...Array.from({ length: 5 }, (_, index) => member(tenantId, { ...rights, profile: { firstName: `C${index}` } })),
  ]);
  stranger = await member(await ensureTestTenant(), { role: "admin" });
  superadmin = { token: (await tokenFor({ role: "superadmin" })).token, tenantId };
  await syncPeople(
    tenantId,
    [admin, author, lead, ...colleagues].map((person) => person.userId),
  );
});

const idea = {
  title: "Shared cars for client visits",
  process: "Client visits",
  flaw: "Taxis cost 40% of the travel budget",
  change: "Two company cars booked in the calendar",
  result: "Half the cost",
};
const issue = (response: Awaited<ReturnType<TestApi["as"]>>) =>
  (response.body as { error: { details: { issues: Array<{ message: string }> } } }).error.details.issues[0]?.message;

describe("ideas over HTTP", () => {
  let sent: IdeaView;

  it("takes an idea by the spec's rules and shows it on the board", async () => {
    const missing = await as(author, "POST", "/api/user/send_idea", { body: { ...idea, flaw: "" } });
    expectError(missing, 400, "common.validation");
    expect(issue(missing)).toBe("ideas.flaw_required");
    expectError(await as(noRight, "POST", "/api/user/send_idea", { body: idea }), 403, "common.no_access");
    expectError(await as(superadmin, "POST", "/api/user/send_idea", { body: idea }), 403, "ideas.no_access");
    sent = await ok(as(author, "POST", "/api/user/send_idea", { body: idea }), 201);
    expect(sent).toMatchObject({ status: "new", votes: 0, can: { vote: false } });
    const board: IdeaPage = await ok(as(colleagues[0]!, "GET", `/api/idea/board/${tenantId}`));
    expect(board.items.map((item) => item._id)).toContain(sent._id);
    expectError(await as(stranger, "GET", `/api/idea/${sent._id}`), 404, "ideas.not_found");
    expectError(await as(stranger, "GET", `/api/idea/board/${tenantId}`), 403, "common.no_access");
  });

  it("counts support exactly when colleagues vote at once", async () => {
    expectError(await as(author, "POST", `/api/idea/${sent._id}/vote`), 400, "ideas.own_idea");
    const votes = await Promise.all(colleagues.map((colleague) => as(colleague, "POST", `/api/idea/${sent._id}/vote`)));
    expect(votes.map((vote) => vote.status)).toEqual(Array(5).fill(200));
    expectError(await as(colleagues[0]!, "POST", `/api/idea/${sent._id}/vote`), 409, "ideas.already_voted");
    await ok(as(colleagues[0]!, "DELETE", `/api/idea/${sent._id}/vote`));
    expect((await ok(as(author, "GET", `/api/idea/${sent._id}`))).votes).toBe(4);
  });

  it("is moved by recipients only; declining needs a reason; accepting pays the author once", async () => {
    await ok(as(admin, "PUT", "/api/shop", { body: { autoAwards: { idea: { enabled: true, amount: 25 } } } }));
    const move = (who: Caller, body: object) => as(who, "POST", `/api/idea/${sent._id}/status`, { body });
    expectError(await move(colleagues[1]!, { status: "accepted", revision: 0 }), 403, "ideas.no_access");
    const noReason = await move(admin, { status: "declined", revision: 0 });
    expectError(noReason, 400, "common.validation");
    expect(issue(noReason)).toBe("ideas.reason_required");
    // The superadmin inside the workspace moves it as an admin would.
    const reviewing: IdeaView = await ok(move(superadmin, { status: "under_review", revision: 0 }));
    expectError(await move(admin, { status: "accepted", revision: 0 }), 409, "ideas.already_changed");
    await ok(move(admin, { status: "accepted", revision: reviewing.revision }));
    await api.bus.drain();
    const balance = await ok(as(author, "GET", `/api/shop/balance/${author.userId}`));
    expect(balance.coins).toBe(25);
    const notes = JSON.stringify(
      await ok(as(author, "GET", `/api/notification/${tenantId}/other/${author.userId}/now`)),
    );
    expect(notes).toContain("idea.moved");
  });

  it("hides the board from non-recipients when the company chooses, not the author's own", async () => {
    expectError(
      await as(lead, "PUT", `/api/idea/settings/${tenantId}`, { body: { recipients: [], visibility: "recipients" } }),
      403,
      "common.no_access",
    );
    await ok(
      as(admin, "PUT", `/api/idea/settings/${tenantId}`, {
        body: { recipients: [{ kind: "users", userIds: [lead.userId] }], visibility: "recipients" },
      }),
    );
    expectError(await as(colleagues[0]!, "GET", `/api/idea/board/${tenantId}`), 403, "ideas.no_access");
    expectError(await as(colleagues[0]!, "GET", `/api/idea/${sent._id}`), 404, "ideas.not_found");
    expect((await ok(as(author, "GET", `/api/idea/mine/${tenantId}`))).items).toHaveLength(1);
    expect((await ok(as(lead, "GET", `/api/idea/${sent._id}`))).can.move).toBe(true);
    await ok(as(lead, "POST", `/api/idea/${sent._id}/comment`, { body: { text: "Budget approved for Q1." } }));
    expect((await ok(as(author, "GET", `/api/idea/${sent._id}`))).comments).toHaveLength(1);
  });

  it("is found in search by who sees the board as the setting stands, and by its author", async () => {
    await api.bus.drain();
    const search = async (who: Member | Caller, words: string) =>
      JSON.stringify(await ok(as(who, "GET", `/api/search?q=${encodeURIComponent(words)}`)));
    // The board is the recipients' only (the test above): a colleague finds nothing until it opens again.
    for (const reader of [lead, admin, superadmin, author])
      expect(await search(reader, "company cars")).toContain(sent._id);
    for (const other of [colleagues[0]!, stranger]) expect(await search(other, "company cars")).not.toContain(sent._id);
    await ok(as(admin, "PUT", `/api/idea/settings/${tenantId}`, { body: { recipients: [], visibility: "company" } }));
    expect(await search(colleagues[0]!, "company cars")).toContain(sent._id);
    expect(await search(stranger, "company cars")).not.toContain(sent._id);
  });
});
