import { beforeAll, describe, expect, it } from "vitest";
import { ideaStatuses, sendIdeaBodySchema, ideaStatusBodySchema, type IdeaView } from "@intranet/contracts/ideas";
import * as z from "zod/mini";
import { syncPeople } from "../audiences";
import { confirmUpload } from "../files";
import { uploaded } from "../files/testing";
import { listNotifications } from "../notifications";
import { balanceOf, handleAwardEvent, saveShop } from "../shop";
import { ensureTestTenant } from "../testing/actors";
import { captureEvents, capture } from "../testing/capture";
import { member, type Member } from "../users/test-support";
import { migrations } from "./data-migrations";
import { db } from "./entities";
import { saveIdeaSettings, ideaSettings } from "./access";
import { getIdea } from "./get";
import { ideaBoard, myIdeas } from "./lists";
import { commentIdea, moveIdea } from "./moves";
import { sendIdea } from "./send";
import { handleIdeaEvent } from "./subscriber";
import { voteIdea } from "./votes";

const events = captureEvents();
const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const proposal = (input: Record<string, unknown> = {}) =>
  z.parse(sendIdeaBodySchema, {
    title: "Shared cars for client visits",
    process: "Client visits",
    flaw: "Taxis cost 40% of the travel budget",
    change: "Two company cars booked in the calendar",
    result: "Half the cost, no expense reports",
    ...input,
  });
/** Delivers the events published since `from` to the subscribers, as the bus would (twice: at least once). */
const deliver = async (from: number) => {
  for (const event of events.slice(from)) {
    const detail = { ...(event.detail as object), tenantId: event.tenantId };
    await handleIdeaEvent(event.type, detail);
    await handleAwardEvent(event.type, detail);
    await handleAwardEvent(event.type, detail);
  }
};
const notes = async (who: Member) =>
  JSON.stringify(
    await listNotifications(
      who.actor,
      { client_id: who.tenantId, section: "other", user_id: who.userId, time: { before: "now" as const } },
      {},
    ),
  );

let tenantId: string;
let admin: Member, author: Member, lead: Member;
let colleagues: Member[];
beforeAll(async () => {
  tenantId = await ensureTestTenant();
  const rights = { rights: ["ideas" as const] };
  [admin, author, lead, ...colleagues] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { ...rights, profile: { firstName: "Ian", lastName: "Idea" } }),
    member(tenantId, { ...rights, profile: { firstName: "Lea", lastName: "Lead" } }),
    ...Array.from({ length: 10 }, (_, index) => member(tenantId, { ...rights, profile: { firstName: `C${index}` } })),
  ]);
  await syncPeople(
    tenantId,
    [admin, author, lead, ...colleagues].map((person) => person.userId),
  );
  await saveShop(admin.actor, { autoAwards: { idea: { enabled: true, amount: 30 } } });
});

describe("proposing an idea (rules spec §5)", () => {
  it("needs a title, the process, the flaw, the change and the result; another's file is refused; nothing is written", async () => {
    const refused = (input: Record<string, unknown>) =>
      z.safeParse(sendIdeaBodySchema, { ...proposal(), ...input }).error?.issues[0]?.message;
    expect(refused({ title: " " })).toBe("ideas.title_required");
    expect(refused({ process: "" })).toBe("ideas.process_required");
    expect(refused({ flaw: "" })).toBe("ideas.flaw_required");
    expect(refused({ change: "" })).toBe("ideas.change_required");
    expect(refused({ result: "" })).toBe("ideas.result_required");
    const before = (await db().entities.idea.query.byClient({ clientId: tenantId }).go({ pages: "all" })).data.length;
    const theirs = await uploaded(lead.actor, { module: "ideas", name: "plan.pdf", contentType: "application/pdf" });
    await confirmUpload(lead.actor, theirs.fileId);
    expect(await code(() => sendIdea(author.actor, proposal({ files: [theirs.fileId] })))).toBe("ideas.bad_file");
    expect((await db().entities.idea.query.byClient({ clientId: tenantId }).go({ pages: "all" })).data.length).toBe(
      before,
    );
  });
});

describe("an idea's life", () => {
  let idea: IdeaView;

  it("reaches the recipients (the admins by default) and the board; the author keeps it in their list", async () => {
    const from = events.length;
    const mine = await uploaded(author.actor, { module: "ideas", name: "cars.xlsx", contentType: "application/pdf" });
    await confirmUpload(author.actor, mine.fileId);
    idea = await sendIdea(author.actor, proposal({ files: [mine.fileId] }));
    expect(idea).toMatchObject({ status: "new", votes: 0, authorId: author.userId, can: { vote: false, move: false } });
    expect(idea.files).toEqual([{ fileId: mine.fileId, name: "cars.xlsx", size: expect.any(Number) }]);
    await deliver(from);
    expect(await notes(admin)).toContain("idea.received");
    expect((await myIdeas(author.actor, tenantId, { limit: 20 })).items.map((item) => item._id)).toEqual([idea._id]);
    expect((await ideaBoard(colleagues[0]!.actor, tenantId, { limit: 20 })).items.map((item) => item._id)).toContain(
      idea._id,
    );
  });

  it("counts every colleague's support exactly, once each, never the author's", async () => {
    expect(await code(() => voteIdea(author.actor, idea._id, true))).toBe("ideas.own_idea");
    await Promise.all(colleagues.map((colleague) => voteIdea(colleague.actor, idea._id, true)));
    expect((await getIdea(author.actor, idea._id)).votes).toBe(10);
    expect(await code(() => voteIdea(colleagues[0]!.actor, idea._id, true))).toBe("ideas.already_voted");
    await Promise.all(colleagues.slice(0, 4).map((colleague) => voteIdea(colleague.actor, idea._id, false)));
    expect(await code(() => voteIdea(colleagues[0]!.actor, idea._id, false))).toBe("ideas.not_voted");
    const seen = await ideaBoard(colleagues[5]!.actor, tenantId, { limit: 20 });
    expect(seen.items.find((item) => item._id === idea._id)).toMatchObject({ votes: 6, voted: true });
    expect((await getIdea(colleagues[0]!.actor, idea._id)).voted).toBe(false);
  });

  it("is moved by the recipients only, by the allowed steps; accepting pays the author's award once", async () => {
    const move = (who: Member, input: Record<string, unknown>) =>
      moveIdea(who.actor, idea._id, z.parse(ideaStatusBodySchema, input));
    expect(await code(() => move(colleagues[0]!, { status: "accepted", revision: idea.revision }))).toBe(
      "ideas.no_access",
    );
    expect(z.safeParse(ideaStatusBodySchema, { status: "declined", revision: 0 }).error?.issues[0]?.message).toBe(
      "ideas.reason_required",
    );
    expect(await code(() => move(admin, { status: "implemented", revision: idea.revision }))).toBe("ideas.bad_status");
    const from = events.length;
    const reviewing = await move(admin, { status: "under_review", revision: idea.revision });
    expect(await code(() => move(admin, { status: "accepted", revision: idea.revision }))).toBe(
      "ideas.already_changed",
    );
    const accepted = await move(admin, { status: "accepted", revision: reviewing.revision });
    expect(accepted.statuses.map((entry) => entry.status)).toEqual(["new", "under_review", "accepted"]);
    await deliver(from); // every event twice: the award guard pays once
    expect((await balanceOf(tenantId, author.userId)).coins).toBe(30);
    expect(await notes(author)).toContain("idea.moved");
  });

  it("pages each status from its own entries: a move leaves its old status, racing moves leave one entry", async () => {
    const entriesOf = async (ideaId: string) =>
      (
        await Promise.all(
          ideaStatuses.map((status) => db().entities.ideaByStatus.query.byStatus({ clientId: tenantId, status }).go()),
        )
      ).flatMap(({ data }) => data.filter((entry) => entry.itemId === ideaId));
    const ids = async (status: "new" | "under_review" | "accepted" | "declined") =>
      (await ideaBoard(admin.actor, tenantId, { status, limit: 50 })).items.map((item) => item._id);
    expect(await ids("accepted")).toContain(idea._id);
    expect(await ids("new")).not.toContain(idea._id);
    expect(await ids("under_review")).not.toContain(idea._id);

    const fresh = await sendIdea(author.actor, proposal({ title: "Racing moves" }));
    expect(await ids("new")).toContain(fresh._id);
    const racing = await Promise.all(
      (["under_review", "declined"] as const).map((status) =>
        capture(() =>
          moveIdea(admin.actor, fresh._id, z.parse(ideaStatusBodySchema, { status, reason: "r", revision: 0 })),
        ),
      ),
    );
    expect(racing.filter((outcome) => outcome.code === "ideas.already_changed")).toHaveLength(1);
    const entries = await entriesOf(fresh._id);
    const now = (await getIdea(admin.actor, fresh._id)).status;
    expect(entries.map((entry) => entry.status)).toEqual([now]);
    expect(await ids(now as "declined")).toContain(fresh._id);
    expect(await ids("new")).not.toContain(fresh._id);

    // The migration for ideas older than the entries writes the same entries again: nothing changes.
    await migrations[0]!.run(tenantId);
    const after = await entriesOf(fresh._id);
    expect(after).toEqual(entries);
  });

  it("keeps every comment written at once and tells the author", async () => {
    const from = events.length;
    await Promise.all(
      colleagues.slice(0, 6).map((colleague, index) => commentIdea(colleague.actor, idea._id, `+${index}`)),
    );
    const read = await getIdea(author.actor, idea._id);
    expect(read.comments.map((comment) => comment.text).sort()).toEqual(["+0", "+1", "+2", "+3", "+4", "+5"]);
    await deliver(from);
    expect(await notes(author)).toContain("idea.commented");
  });

  it("shows the board only to the recipients when the company says so; each author still sees their own", async () => {
    expect(await code(() => saveIdeaSettings(lead.actor, tenantId, { recipients: [], visibility: "recipients" }))).toBe(
      "ideas.no_access",
    );
    await saveIdeaSettings(admin.actor, tenantId, {
      recipients: [{ kind: "users", userIds: [lead.userId] }],
      visibility: "recipients",
    });
    expect(await ideaSettings(lead.actor, tenantId)).toMatchObject({ recipient: true, board: true });
    expect(await ideaSettings(colleagues[0]!.actor, tenantId)).toMatchObject({ recipient: false, board: false });
    expect(await code(() => ideaBoard(colleagues[0]!.actor, tenantId, { limit: 20 }))).toBe("ideas.no_access");
    expect(await code(() => getIdea(colleagues[0]!.actor, idea._id))).toBe("ideas.not_found");
    expect((await getIdea(author.actor, idea._id)).can.move).toBe(false);
    expect((await getIdea(lead.actor, idea._id)).can.move).toBe(true);
    const stranger = await member(await ensureTestTenant(), { role: "admin" });
    expect(await code(() => getIdea(stranger.actor, idea._id))).toBe("ideas.not_found");
    await saveIdeaSettings(admin.actor, tenantId, { recipients: [], visibility: "company" });
  });
});
