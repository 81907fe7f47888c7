import { beforeAll, describe, expect, it } from "vitest";
import { chatLimits, createChatRoomBodySchema } from "@intranet/contracts/chat";
import * as z from "zod/mini";
import { listMyNotifications } from "../notifications";
import { refusal } from "../testing/capture";
import { member } from "../users/test-support";
import { db } from "./entities";
import { chatFileUrl } from "./files";
import { setMuted } from "./members";
import { deleteMessage, editMessage, history } from "./messages";
import { createRoom, getRoom, listRooms } from "./rooms";
import { markSeen } from "./seen";
import { setMyReceipts } from "./settings";
import { handleChatEvent } from "./subscriber";
import { chatCompany, chatFile, newGroup, say, type ChatCompany } from "./test-support";

let c: ChatCompany;
beforeAll(async () => {
  c = await chatCompany();
});

const summaryOf = async (actor: ChatCompany["anna"]["actor"], roomId: string) =>
  (await listRooms(actor, c.tenantId)).items.find((room) => room.id === roomId)!;

describe("sending", () => {
  it("numbers messages of people sending at once without gaps; every history has them all in one order", async () => {
    const people = await Promise.all(Array.from({ length: 9 }, () => member(c.tenantId, { rights: ["chat"] })));
    const room = await newGroup(c.anna.actor, people);
    const senders = [c.anna, ...people];
    await Promise.all(
      senders.map(async (sender, who) => {
        for (let n = 0; n < 20; n++) await say(sender.actor, room.id, `m ${who}.${n}`);
      }),
    );
    const all: number[] = [];
    for (let before: number | undefined; ;) {
      const page = await history(people[3]!.actor, room.id, { limit: 100, ...(before ? { before } : {}) });
      all.push(...page.items.map((message) => message.seq));
      if (page.cursor === null) break;
      before = page.cursor;
    }
    expect(all).toEqual(Array.from({ length: 200 }, (_, index) => 200 - index));
    // Unread is exact for everyone: the messages after their own newest one (sending reads the room).
    for (const person of senders) {
      const summary = await summaryOf(person.actor, room.id);
      const { items } = await history(person.actor, room.id, { limit: 100 });
      const ownNewest = Math.max(
        ...(await history(person.actor, room.id, { after: 0, limit: 100 })).items
          .concat(items)
          .filter((message) => message.senderId === person.userId)
          .map((message) => message.seq),
      );
      expect(summary.lastSeq).toBe(200);
      expect(summary.unread).toBe(200 - ownNewest);
    }
  });

  it("refuses empty and foreign messages, non-members and files that are not the sender's chat uploads", async () => {
    const room = await newGroup(c.anna.actor, [c.ben]);
    expect(await refusal(() => say(c.anna.actor, room.id, ""))).toBe("chat.empty_message");
    expect(await refusal(() => say(c.cleo.actor, room.id, "let me in"))).toBe("chat.not_found");
    const bensFile = await chatFile(c.ben.actor);
    expect(await refusal(() => say(c.anna.actor, room.id, "", { files: [bensFile] }))).toBe("chat.bad_file");
    expect(await refusal(() => say(c.anna.actor, room.id, "re", { replyTo: 99 }))).toBe("chat.bad_reply");
    const other = await chatCompany();
    expect(await refusal(() => say(other.anna.actor, room.id, "hi"))).toBe("chat.not_found");
    expect((await getRoom(c.anna.actor, room.id)).lastSeq).toBe(0);
  });

  it("sends files: members get a link through the room, nobody else", async () => {
    const room = await newGroup(c.anna.actor, [c.ben]);
    const fileId = await chatFile(c.anna.actor, "plan.png", "image/png");
    const sent = await say(c.anna.actor, room.id, "", { files: [fileId] });
    expect(sent.files).toEqual([{ fileId, name: "plan.png", size: 2000, contentType: "image/png", image: true }]);
    expect((await chatFileUrl(c.ben.actor, room.id, fileId)).url).toMatch(/^https?:\/\//);
    expect(await refusal(() => chatFileUrl(c.cleo.actor, room.id, fileId))).toBe("chat.not_found");
    const elsewhere = await newGroup(c.cleo.actor, [c.ben]);
    expect(await refusal(() => chatFileUrl(c.ben.actor, elsewhere.id, fileId))).toBe("chat.message_not_found");
  });

  it("replies quote the original; history after a number gives what was missed", async () => {
    const room = await newGroup(c.anna.actor, [c.ben]);
    const first = await say(c.anna.actor, room.id, "Lunch at <@" + c.ben.userId + ">'s place?");
    const reply = await say(c.ben.actor, room.id, "Sure", { replyTo: first.seq });
    // The quote keeps the mention for the reader's side to name (it was a bare "@").
    expect(reply.replyTo).toEqual({
      seq: 1,
      senderId: c.anna.userId,
      excerpt: `Lunch at <@${c.ben.userId}>'s place?`,
      deleted: false,
    });
    await say(c.anna.actor, room.id, "Great");
    const missed = await history(c.ben.actor, room.id, { after: 1 });
    expect(missed.items.map((message) => message.content)).toEqual(["Great", "Sure"]);
    expect(missed.lastSeq).toBe(3);
  });
});

describe("retried sends", () => {
  it("makes a send retried with the same id one message, also when the retries race the first", async () => {
    const room = await newGroup(c.anna.actor, [c.ben]);
    const first = await say(c.anna.actor, room.id, "Once", { clientMessageId: "draft-1" });
    expect(await say(c.anna.actor, room.id, "Once", { clientMessageId: "draft-1" })).toEqual(first);
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => say(c.anna.actor, room.id, "Twice?", { clientMessageId: "draft-2" })),
    );
    expect(new Set(racing.map((message) => message.seq))).toEqual(new Set([2]));
    // The same id from someone else is their own message.
    expect((await say(c.ben.actor, room.id, "Mine", { clientMessageId: "draft-1" })).seq).toBe(3);
    const { items } = await history(c.ben.actor, room.id, { limit: 10 });
    expect(items.map((message) => message.content)).toEqual(["Mine", "Twice?", "Once"]);
    expect(await summaryOf(c.anna.actor, room.id)).toMatchObject({ lastSeq: 3, unread: 1 });
  });

  it("frees the id of a refused send: corrected, it goes through", async () => {
    const room = await newGroup(c.anna.actor, [c.ben]);
    expect(await refusal(() => say(c.anna.actor, room.id, "Re", { replyTo: 9, clientMessageId: "draft-3" }))).toBe(
      "chat.bad_reply",
    );
    expect((await say(c.anna.actor, room.id, "Re", { clientMessageId: "draft-3" })).seq).toBe(1);
    expect(await refusal(() => say(c.cleo.actor, room.id, "Hi", { clientMessageId: "draft-4" }))).toBe(
      "chat.not_found",
    );
  });
});

describe("reading", () => {
  it("counts mentions until read; the position never moves back nor past the newest message", async () => {
    const room = await newGroup(c.anna.actor, [c.ben, c.cleo]);
    await say(c.anna.actor, room.id, `Hi <@${c.ben.userId}>`);
    await say(c.anna.actor, room.id, "news");
    await say(c.anna.actor, room.id, `And <@${c.ben.userId}> again, <@${c.noChat.userId}> is not here`);
    expect(await summaryOf(c.ben.actor, room.id)).toMatchObject({ unread: 3, mentions: 2 });
    expect(await summaryOf(c.cleo.actor, room.id)).toMatchObject({ unread: 3, mentions: 0 });
    expect(await markSeen(c.ben.actor, room.id, 2)).toMatchObject({ seenSeq: 2, unread: 1, mentions: 1 });
    expect(await markSeen(c.ben.actor, room.id, 1)).toMatchObject({ seenSeq: 2, unread: 1 });
    expect(await markSeen(c.ben.actor, room.id, 99)).toMatchObject({ seenSeq: 3, unread: 0, mentions: 0 });
    const [stored] = (
      await db().entities.chatMember.query.byRoom({ clientId: c.tenantId, roomId: room.id, userId: c.ben.userId }).go()
    ).data;
    expect(stored?.mentionSeqs ?? []).toEqual([]);
    expect((await listRooms(c.ben.actor, c.tenantId)).items.find((r) => r.id === room.id)?.unread).toBe(0);
  });

  it("counts unread rooms for the menu: muted ones only when they mention the caller", async () => {
    const loud = await newGroup(c.anna.actor, [c.cleo], "Loud");
    const quiet = await newGroup(c.anna.actor, [c.cleo], "Quiet");
    await setMuted(c.cleo.actor, quiet.id, true);
    const before = (await listRooms(c.cleo.actor, c.tenantId)).unreadRooms;
    await say(c.anna.actor, loud.id, "one");
    await say(c.anna.actor, quiet.id, "two");
    expect((await listRooms(c.cleo.actor, c.tenantId)).unreadRooms).toBe(before + 1);
    await say(c.anna.actor, quiet.id, `<@${c.cleo.userId}> look`);
    expect((await listRooms(c.cleo.actor, c.tenantId)).unreadRooms).toBe(before + 2);
  });

  it("shows receipts of people who share them, not of muted ones", async () => {
    const room = await newGroup(c.anna.actor, [c.ben, c.cleo]);
    await say(c.anna.actor, room.id, "read me");
    await markSeen(c.ben.actor, room.id, 1);
    await markSeen(c.cleo.actor, room.id, 1);
    await setMuted(c.cleo.actor, room.id, true);
    const seen = Object.fromEntries((await getRoom(c.anna.actor, room.id)).members.map((m) => [m.userId, m.seenSeq]));
    expect(seen).toEqual({ [c.anna.userId]: 1, [c.ben.userId]: 1, [c.cleo.userId]: null });
  });
});

describe("receipts opt-out", () => {
  it("hides the positions of people who opted out, in rooms they join later too", async () => {
    const shy = await member(c.tenantId, { rights: ["chat"] });
    await setMyReceipts(shy.actor, c.tenantId, false);
    const room = await newGroup(c.anna.actor, [shy, c.ben]);
    await say(c.anna.actor, room.id, "anyone?");
    await markSeen(shy.actor, room.id, 1);
    await markSeen(c.ben.actor, room.id, 1);
    const seen = Object.fromEntries((await getRoom(c.anna.actor, room.id)).members.map((m) => [m.userId, m.seenSeq]));
    expect([seen[shy.userId], seen[c.ben.userId]]).toEqual([null, 1]);
  });
});

describe("editing and deleting", () => {
  it("lets only the sender edit (within 24 hours) and delete; a deleted message keeps its place", async () => {
    const room = await newGroup(c.anna.actor, [c.ben]);
    const fileId = await chatFile(c.anna.actor, "notes.txt", "text/plain");
    const sent = await say(c.anna.actor, room.id, "Meet at 5", { files: [fileId] });
    expect(await refusal(() => editMessage(c.ben.actor, room.id, sent.seq, "mine"))).toBe("chat.not_sender");
    const edited = await editMessage(c.anna.actor, room.id, sent.seq, "Meet at 6");
    expect([edited.content, edited.editedAt !== null]).toEqual(["Meet at 6", true]);
    expect((await getRoom(c.ben.actor, room.id)).lastMessage?.excerpt).toBe("Meet at 6");
    await db()
      .entities.chatMessage.patch({ clientId: c.tenantId, roomId: room.id, seq: sent.seq })
      .set({ createdAt: new Date(Date.now() - chatLimits.editWindowMs - 1000).toISOString() })
      .go();
    expect(await refusal(() => editMessage(c.anna.actor, room.id, sent.seq, "Meet at 7"))).toBe("chat.edit_expired");
    expect(await refusal(() => deleteMessage(c.ben.actor, room.id, sent.seq))).toBe("chat.not_sender");
    const gone = await deleteMessage(c.anna.actor, room.id, sent.seq);
    expect([gone.deleted, gone.content, gone.files]).toEqual([true, "", []]);
    expect(await refusal(() => chatFileUrl(c.ben.actor, room.id, fileId))).toBe("chat.message_not_found");
    expect(await refusal(() => deleteMessage(c.anna.actor, room.id, sent.seq))).toBe("chat.deleted");
    expect((await history(c.ben.actor, room.id, {})).items.map((m) => [m.seq, m.deleted])).toEqual([[1, true]]);
    expect((await getRoom(c.ben.actor, room.id)).lastMessage).toMatchObject({ deleted: true, excerpt: "" });
  });
});

describe("mentions in previews", () => {
  it("the room list keeps mentions for the reader to name, and never cuts one in two", async () => {
    const room = await newGroup(c.anna.actor, [c.ben, c.cleo]);
    await say(c.anna.actor, room.id, `Welcome <@${c.ben.userId}> — glad you are here`);
    expect((await summaryOf(c.cleo.actor, room.id)).lastMessage?.excerpt).toBe(
      `Welcome <@${c.ben.userId}> — glad you are here`,
    );
    const long = `${"x".repeat(110)} <@${c.cleo.userId}> and more`;
    await say(c.anna.actor, room.id, long);
    expect((await summaryOf(c.ben.actor, room.id)).lastMessage?.excerpt).toBe(`${"x".repeat(110)} …`);
  });

  it("notifications name the mentioned people in each reader's language order", async () => {
    const [ruReader, enReader] = await Promise.all(
      [
        { firstName: "Ivan", lastName: "Petrov" },
        { firstName: "Emma", lastName: "Stone" },
      ].map((profile) => member(c.tenantId, { rights: ["chat"], profile })),
    );
    await db().entities.user.patch({ clientId: c.tenantId, userId: ruReader!.userId }).set({ lang: "ru" }).go();
    const room = await newGroup(c.anna.actor, [ruReader!, enReader!], "Welcome");
    const sent = await say(c.anna.actor, room.id, `Welcome <@${ruReader!.userId}> and <@${enReader!.userId}>`);
    expect(await handleChatEvent("chat.message_sent", { tenantId: c.tenantId, roomId: room.id, seq: sent.seq })).toBe(
      "notified 2",
    );
    const bodyOf = async (reader: typeof ruReader) =>
      (await listMyNotifications(reader!.actor, c.tenantId, { section: "chat" })).items.find((item) =>
        item.link?.includes(room.id),
      )?.body;
    expect(await bodyOf(ruReader)).toContain("Welcome @Petrov Ivan and @Stone Emma");
    expect(await bodyOf(enReader)).toContain("Welcome @Ivan Petrov and @Emma Stone");
  });
});

describe("notifications", () => {
  it("tells offline people mentioned in a room and in private chats, once, and nobody else", async () => {
    const room = await newGroup(c.anna.actor, [c.ben, c.cleo], "Launch");
    const sent = await say(c.anna.actor, room.id, `<@${c.ben.userId}> the launch is on Friday`);
    const event = { tenantId: c.tenantId, roomId: room.id, seq: sent.seq };
    expect(await handleChatEvent("chat.message_sent", event)).toBe("notified 1");
    await handleChatEvent("chat.message_sent", event);
    const told = async (actor: ChatCompany["ben"]["actor"]) =>
      (await listMyNotifications(actor, c.tenantId, { section: "chat" })).items.filter((item) =>
        item.link?.includes(room.id),
      );
    expect((await told(c.ben.actor)).map((item) => item.template)).toEqual(["chat.mention"]);
    expect(await told(c.cleo.actor)).toEqual([]);

    const direct = await createRoom(
      c.ben.actor,
      z.parse(createChatRoomBodySchema, { kind: "private", userId: c.cleo.userId }),
    );
    const note = await say(c.ben.actor, direct.id, "Got a minute?");
    expect(await handleChatEvent("chat.message_sent", { tenantId: c.tenantId, roomId: direct.id, seq: note.seq })).toBe(
      "notified 1",
    );
    const privateNotes = await listMyNotifications(c.cleo.actor, c.tenantId, { section: "chat" });
    expect(privateNotes.items.filter((item) => item.link?.includes(direct.id)).map((item) => item.template)).toEqual([
      "chat.private",
    ]);
    await setMuted(c.cleo.actor, direct.id, true);
    const quiet = await say(c.ben.actor, direct.id, "Still there?");
    expect(
      await handleChatEvent("chat.message_sent", { tenantId: c.tenantId, roomId: direct.id, seq: quiet.seq }),
    ).toBe("notified 0");
  });
});
