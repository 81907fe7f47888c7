import { beforeAll, describe, expect, it } from "vitest";
import type { PollPage, PollResults, PollView } from "@intranet/contracts/polls";
import type { SearchAnswer } from "@intranet/contracts/search";
import { member, type Member } from "@intranet/core/users/test-support";
import { allKinds, peopleIn, pollsCompany, type PollsCompany } from "@intranet/core/polls/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";
import { sheetRows } from "../testing/xlsx";

/**
 * Polls over HTTP with the real bus: a closed poll for Sales with each question kind, its
 * recipients notified, answered once, its results, table, texts, not-passed list, reminder and
 * Excel file; who sees what for employees, admins, a superadmin in the workspace and another tenant.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

let c: PollsCompany;
let colleague: Member, noRight: Member, stranger: Member;
let superadmin: Caller;

beforeAll(async () => {
  c = await pollsCompany();
  colleague = (await peopleIn(c, c.sales._id, 1))[0]!;
  noRight = await member(c.tenantId, {});
  stranger = await member(await ensureTestTenant(), { role: "admin" });
  superadmin = { token: (await tokenFor({ role: "superadmin" })).token, tenantId: c.tenantId };
});

const body = (input: object = {}) => ({
  name: "Sales pulse",
  description: "How is the quarter going?",
  type: "closed",
  recipients: [{ kind: "department", deptId: c.sales._id }],
  questions: allKinds,
  ...input,
});
const issue = (response: Awaited<ReturnType<TestApi["as"]>>) =>
  (response.body as { error: { details: { issues: Array<{ message: string }> } } }).error.details.issues[0]?.message;
const list = async (who: Member | (Caller & { userId: string }), tab: string): Promise<PollPage> =>
  ok(as(who, "GET", `/api/user/${c.tenantId}/polls/access_for/${who.userId}?tab=${tab}`));
const notes = async (who: Member) =>
  JSON.stringify(await ok(as(who, "GET", `/api/notification/${c.tenantId}/polls/${who.userId}/now`)));

describe("polls over HTTP", () => {
  let poll: PollView;

  it("creates by the spec's rules and notifies the recipients", async () => {
    const refused = async (input: object, expected: string) => {
      const response = await as(c.author, "POST", "/api/poll", { body: body(input) });
      expectError(response, 400, "common.validation");
      expect(issue(response)).toBe(expected);
    };
    await refused({ name: "" }, "polls.name_required");
    await refused({ questions: [] }, "polls.no_questions");
    await refused({ questions: [{ text: "Why?", kind: "short" }] }, "polls.no_mandatory");
    await refused(
      { questions: [{ text: "Pick", kind: "list1", mandatory: true, answers: ["only"] }] },
      "polls.no_answers",
    );
    await refused({ recipients: [] }, "polls.no_recipients");
    // Rules spec §5 and §9: at most 15 answers to a question.
    await refused(
      {
        questions: [
          { text: "Pick", kind: "list1", mandatory: true, answers: Array.from({ length: 16 }, (_, i) => `A${i}`) },
        ],
      },
      "polls.too_many_answers",
    );
    expectError(await as(noRight, "POST", "/api/poll", { body: body() }), 403, "common.no_access");

    poll = await ok(as(c.author, "POST", "/api/poll", { body: body() }), 201);
    expect(poll).toMatchObject({ type: "closed", status: "active", forAll: false, questionsCount: 7, answersCount: 0 });
    expect(poll.questions.map((question) => question.id)).toEqual(["q1", "q2", "q3", "q4", "q5", "q6", "q7"]);
    await api.bus.drain();
    expect(await notes(c.seller)).toContain("Sales pulse");
    expect(await notes(colleague)).toContain("Sales pulse");
    expect(await notes(c.outsider)).not.toContain("Sales pulse");
    expect(await notes(c.author)).not.toContain("Sales pulse");
  });

  it("refuses another company's person among the recipients, on create and on edit (issue 30)", async () => {
    const foreign = { recipients: [{ kind: "users", userIds: [c.seller.userId, stranger.userId] }] };
    const created = await as(c.author, "POST", "/api/poll", { body: body(foreign) });
    expectError(created, 400, "common.validation");
    expect(JSON.stringify(created.body)).toContain(stranger.userId);
    expectError(await as(c.author, "PUT", `/api/poll/${poll._id}`, { body: body(foreign) }), 400, "common.validation");
    expect((await ok(as(c.author, "GET", `/api/poll/${poll._id}`))).recipients).toMatchObject(body().recipients);
    const mine = await list(c.author, "mine");
    expect(mine.items.filter((item) => item.name === "Sales pulse")).toHaveLength(1);
  });

  it("shows it to recipients, author, admins and a visiting superadmin; 404 to anyone else", async () => {
    const path = `/api/poll/${poll._id}`;
    expect((await ok(as(c.seller, "GET", path))).can).toEqual({
      answer: true,
      results: false,
      table: false,
      manage: false,
    });
    expect((await ok(as(c.admin, "GET", path))).can).toMatchObject({ manage: true, answer: false });
    expect((await ok(as(superadmin, "GET", path))).can).toEqual({
      answer: false,
      results: true,
      table: true,
      manage: true,
    });
    expectError(await as(c.outsider, "GET", path), 404, "polls.not_found");
    expectError(await as(stranger, "GET", path), 404, "polls.not_found");
    expect((await list(c.seller, "available")).items.map((item) => item._id)).toContain(poll._id);
    expect((await list(c.outsider, "available")).items.map((item) => item._id)).not.toContain(poll._id);
    expect((await list(c.author, "mine")).items.map((item) => item._id)).toContain(poll._id);
    expect((await list(c.admin, "all")).items.map((item) => item._id)).toContain(poll._id);
    expectError(
      await as(c.seller, "GET", `/api/user/${c.tenantId}/polls/access_for/${c.seller.userId}?tab=all`),
      403,
      "polls.no_access",
    );
    expectError(
      await as(c.seller, "GET", `/api/user/${c.tenantId}/polls/access_for/${c.author.userId}`),
      403,
      "polls.no_access",
    );
  });

  it("takes one answer per person; results, table and texts by the type's rules", async () => {
    const path = `/api/poll/${poll._id}`;
    const answers = { q1: 1, q2: [0, 2], q3: 5, q4: 7, q5: 42, q6: "Busy", q7: "A long story" };
    // The shop's poll auto-award pays whoever answers (auto-award kind "poll", rules spec §9).
    await ok(as(c.admin, "PUT", "/api/shop", { body: { autoAwards: { poll: { enabled: true, amount: 3 } } } }));
    expectError(
      await as(c.seller, "POST", `${path}/answers`, { body: { answers: { q1: 9 } } }),
      400,
      "polls.bad_answer",
    );
    expectError(
      await as(c.seller, "POST", `${path}/answers`, { body: { answers: { q2: [1] } } }),
      400,
      "polls.mandatory_unanswered",
    );
    expect(await ok(as(c.seller, "POST", `${path}/answers`, { body: { answers } }), 201)).toMatchObject({
      poll_id: poll._id,
      answersCount: 1,
    });
    expectError(await as(c.seller, "POST", `${path}/answers`, { body: { answers } }), 409, "polls.already_answered");
    expectError(await as(superadmin, "POST", `${path}/answers`, { body: { answers } }), 403, "polls.no_access");
    expect((await list(c.seller, "taken")).items[0]).toMatchObject({ _id: poll._id, answersCount: 1 });
    await api.bus.drain();
    expect(await ok(as(c.admin, "GET", `/api/shop/balance/${c.seller.userId}`))).toMatchObject({ coins: 3 });

    const results: PollResults = await ok(as(c.author, "GET", `${path}/results`));
    expect(results).toMatchObject({ total: 1, hidden: false });
    expect(results.questions[0]).toEqual({ id: "q1", answered: 1, counts: [0, 1, 0] });
    expect(results.filters.city).toEqual(["london"]);
    const london: PollResults = await ok(as(c.admin, "GET", `${path}/results?dimension=city&value=London`));
    expect(london.total).toBe(1);
    expectError(await as(c.seller, "GET", `${path}/results`), 403, "polls.no_access");

    const table = await ok(as(c.admin, "GET", `${path}/answers`));
    expect(table.items).toEqual([{ userId: c.seller.userId, answeredAt: expect.any(String), answers }]);
    expectError(await as(c.seller, "GET", `${path}/answers`), 403, "polls.no_access");
    expect((await ok(as(c.author, "GET", `${path}/texts/q6`))).items).toEqual(["Busy"]);
    expectError(await as(c.author, "GET", `${path}/texts/q1`), 400, "polls.validation_error");
  });

  it("lists who has not answered and reminds them", async () => {
    const path = `/api/poll/${poll._id}`;
    const waiting = await ok(as(c.author, "GET", `${path}/not_passed`));
    expect(waiting.userIds).toEqual([colleague.userId]);
    expectError(await as(c.seller, "GET", `${path}/not_passed`), 403, "polls.no_access");
    expect(await ok(as(c.author, "POST", `${path}/remind`), 202)).toEqual({ poll_id: poll._id, queued: true });
    await api.bus.drain();
    expect(await notes(colleague)).toMatch(/reminder|reminds/i);
    expect(await notes(c.seller)).not.toMatch(/reminds/i);
  });

  it("exports the answers to Excel for the author and admins", async () => {
    const path = `/api/poll/${poll._id}/excel`;
    expectError(await as(c.seller, "GET", path), 403, "polls.no_access");
    expectError(await as(c.author, "GET", `${path}?uid=${c.seller.userId}`), 403, "polls.no_access");
    const started = await ok(as(c.author, "GET", `${path}?uid=${c.author.userId}`), 202);
    expect(started).toMatchObject({ status: "running", kind: "poll" });
    await api.bus.drain();
    const done = await ok(as(c.author, "GET", `/api/export/${started._id}`));
    expect(done).toMatchObject({ status: "done", rows: 1 });
    const rows = await sheetRows(done.url);
    expect(rows[0]).toEqual(["Person", "Answered at", ...allKinds.map((question) => question.text)]);
    expect(rows[1]).toEqual([
      "Sam Seller",
      expect.any(String),
      "Green",
      "Tea; Juice",
      5,
      7,
      42,
      "Busy",
      "A long story",
    ]);
  });

  it("is found in search by its readers only", async () => {
    const open: PollView = await ok(
      as(c.author, "POST", "/api/poll", { body: body({ name: "Quokka survey", type: "opened", recipients: [] }) }),
      201,
    );
    await api.bus.drain();
    const found = async (who: Member | Caller, q: string) =>
      ((await ok(as(who, "GET", `/api/search?q=${encodeURIComponent(q)}`))) as SearchAnswer).groups
        .find((group) => group.type === "poll")
        ?.hits.map((hit) => hit.id) ?? [];
    expect(await found(c.outsider, "quokka")).toEqual([open._id]);
    expect(await found(c.admin, "pulse")).toContain(poll._id);
    expect(await found(c.outsider, "pulse")).not.toContain(poll._id);
    // A recipient by department finds it (their audience labels are read at the query).
    expect(await found(c.seller, "pulse")).toContain(poll._id);
    expect(await found(stranger, "quokka")).toEqual([]);
  });

  it("edits, freezes answered questions, finishes and deletes", async () => {
    const path = `/api/poll/${poll._id}`;
    expectError(await as(c.seller, "PUT", path, { body: body({ name: "Mine now" }) }), 403, "polls.no_access");
    expect(await ok(as(c.author, "PUT", path, { body: body({ name: "Sales pulse Q3" }) }))).toMatchObject({
      name: "Sales pulse Q3",
      answersCount: 1,
    });
    expectError(await as(c.author, "PUT", path, { body: body({ type: "opened" }) }), 409, "polls.has_answers");
    expect(await ok(as(c.admin, "PUT", `${path}/finish`))).toMatchObject({ status: "finished" });
    const late = await as(colleague, "POST", `${path}/answers`, { body: { answers: { q1: 0 } } });
    expectError(late, 409, "polls.finished");
    expectError(await as(c.seller, "DELETE", path), 403, "polls.no_access");
    expect((await as(c.author, "DELETE", path)).status).toBe(204);
    expectError(await as(c.author, "GET", path), 404, "polls.not_found");
    await api.bus.drain();
    expect((await list(c.seller, "taken")).items.map((item) => item._id)).not.toContain(poll._id);
  });
});
