import { beforeAll, describe, expect, it } from "vitest";
import type { ServerEvent } from "@intranet/contracts";
import type { SearchAnswer } from "@intranet/contracts/search";
import {
  chatLimits,
  type ChatHistoryPage,
  type ChatMessageView,
  type ChatRoomList,
  type ChatRoomView,
} from "@intranet/contracts/chat";
import { chatCompany, type ChatCompany } from "@intranet/core/chat/test-support";
import { connectionsOfUser, type ConnectionRecord } from "@intranet/core/realtime";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { connectSocket, until, type TestSocket } from "../testing/sockets";
import { tokenFor } from "../testing/tokens";
import { uploadThroughApi } from "../testing/upload";

/**
 * The chat over HTTP and the real socket: messages reach members' open sockets (every tab) and
 * nobody else's — not a colleague outside the room, not another company; typing and reads go the
 * same way; twenty people sending at once lose nothing and every history has one order; a socket
 * that drops mid-burst catches up by number with no gap or double.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);
const open = (who: Member | Caller) => connectSocket(api.gateway.wsUrl, who);
const chatEvents = (tab: TestSocket) => tab.received.filter((event) => event.type.startsWith("chat."));
const messagesIn = (tab: TestSocket, roomId: string) =>
  tab.received.flatMap((event) =>
    event.type === "chat.message" && event.message.roomId === roomId ? [event.message] : [],
  );

let c: ChatCompany;
let stranger: Member;
beforeAll(async () => {
  c = await chatCompany();
  stranger = (await chatCompany()).anna;
});

const group = (who: Member, members: Member[], name = "Launch"): Promise<ChatRoomView> =>
  ok(as(who, "POST", "/api/chat/room", { body: { kind: "group", name, members: members.map((m) => m.userId) } }), 201);
const send = (who: Member, roomId: string, content: string, extra: object = {}): Promise<ChatMessageView> =>
  ok(as(who, "POST", "/api/chat/msg", { body: { roomId, content, ...extra } }), 201);

describe("chat over HTTP and the socket", () => {
  it("delivers a message to every tab of every member and to nobody else; typing and reads likewise", async () => {
    const room = await group(c.anna, [c.ben]);
    const [anna, annaTab2, ben, cleo, outsider] = await Promise.all([
      open(c.anna),
      open(c.anna),
      open(c.ben),
      open(c.cleo),
      open(stranger),
    ]);
    try {
      const sent = await send(c.anna, room.id, `Hello <@${c.ben.userId}>`, { clientMessageId: "tmp-1" });
      expect(sent).toMatchObject({ seq: 1, mentions: [c.ben.userId], clientMessageId: "tmp-1" });
      for (const tab of [anna, annaTab2, ben])
        await until(
          () => messagesIn(tab, room.id),
          (list) => list.length === 1,
        );
      expect(messagesIn(ben, room.id)).toEqual([sent]);
      expect(messagesIn(annaTab2, room.id)).toEqual([sent]);

      ben.send({ action: "chat.typing", roomId: room.id });
      cleo.send({ action: "chat.typing", roomId: room.id }); // not a member: refused, nobody hears it
      await until(
        () => anna.received.filter((event) => event.type === "chat.typing"),
        (list) => list.length > 0,
      );
      expect(anna.received.filter((event) => event.type === "chat.typing")).toEqual([
        { type: "chat.typing", roomId: room.id, userId: c.ben.userId },
      ]);

      const [benTab2] = await Promise.all([open(c.ben)]);
      expect(await ok(as(c.ben, "PUT", `/api/chat/room/${room.id}/seen`, { body: { seq: 1 } }))).toMatchObject({
        unread: 0,
        mentions: 0,
      });
      await until(
        () => anna.received.filter((event) => event.type === "chat.seen"),
        (list) => list.length > 0,
      );
      await until(
        () => benTab2.received.filter((event) => event.type === "chat.read"),
        (list) => list.length > 0,
      );
      expect(anna.received.filter((event) => event.type === "chat.seen")).toEqual([
        { type: "chat.seen", roomId: room.id, userId: c.ben.userId, seq: 1 },
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(chatEvents(cleo)).toEqual([]);
      expect(chatEvents(outsider)).toEqual([]);
      await benTab2.close();
    } finally {
      await Promise.all([anna, annaTab2, ben, cleo, outsider].map((tab) => tab.close()));
    }
  });

  it("tells a socket showing the chat who is online, and as they come and go: in its room and its private chats, nobody else's", async () => {
    const p = await chatCompany(); // its own people: no socket of another test counts as online
    const room = await group(p.anna, [p.ben]);
    const direct: ChatRoomView = await ok(
      as(p.anna, "POST", "/api/chat/room", { body: { kind: "private", userId: p.ben.userId } }),
      201,
    );
    const presenceOf = (tab: TestSocket) =>
      tab.received.filter((event) => event.type === "chat.presence" || event.type === "chat.online");
    const settled = async (tab: TestSocket, count: number) => {
      await api.bus.drain();
      return until(
        () => presenceOf(tab),
        (list) => list.length >= count,
      );
    };
    const benIs = (online: boolean): ServerEvent[] => [
      { type: "chat.presence", roomId: room.id, userId: p.ben.userId, online },
      { type: "chat.presence", roomId: direct.id, userId: p.ben.userId, online },
    ];
    const sorted = (events: ServerEvent[]) =>
      [...events].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    const distinct = (events: ServerEvent[]) =>
      sorted([...new Map(events.map((event) => [JSON.stringify(event), event])).values()]);
    /** Waits until the server holds a person's sockets as `accept` says (a close or a watch handled). */
    const tabsOf = async (who: Member, accept: (tabs: ConnectionRecord[]) => boolean) => {
      for (let tries = 0; tries < 200; tries++) {
        if (accept(await connectionsOfUser(p.tenantId, who.userId, true))) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const anna = await open(p.anna);
    const annaList = await open(p.anna); // a tab on the list alone: its private chat's row only
    const cleo = await open(p.cleo);
    const tabs = [anna, annaList, cleo];
    try {
      anna.send({ action: "chat.watch", roomId: room.id });
      annaList.send({ action: "chat.watch" });
      cleo.send({ action: "chat.watch", roomId: room.id }); // not a member: refused, nothing recorded
      await tabsOf(p.anna, (held) => held.every((tab) => tab.watching));
      expect(await settled(anna, 1)).toEqual([{ type: "chat.online", roomId: room.id, userIds: [p.anna.userId] }]);
      const listed = (await ok(as(p.anna, "GET", `/api/chat/rooms/${p.tenantId}`))) as ChatRoomList;
      expect(listed.items.find((item) => item.id === direct.id)?.online).toBe(false);

      const ben = await open(p.ben);
      tabs.push(ben);
      expect(sorted((await settled(anna, 3)).slice(1))).toEqual(sorted(benIs(true)));
      expect(await settled(annaList, 1)).toEqual([benIs(true)[1]]);
      const again = (await ok(as(p.anna, "GET", `/api/chat/rooms/${p.tenantId}`))) as ChatRoomList;
      expect(again.items.find((item) => item.id === direct.id)?.online).toBe(true);
      expect(again.items.find((item) => item.id === room.id)?.online).toBeUndefined();

      const benTab2 = await open(p.ben);
      tabs.push(benTab2);
      tabs.push(await open(stranger), await open(p.cleo)); // another company, a colleague outside: not told
      await settled(anna, 5);
      await ben.close(); // a tab of two: still online
      await tabsOf(p.ben, (held) => held.length === 1);
      await api.bus.drain();
      expect(presenceOf(anna).filter((event) => event.type === "chat.presence" && !event.online)).toEqual([]);
      await benTab2.close(); // the last one (two closing at once may both tell it: the same news)
      await tabsOf(p.ben, (held) => held.length === 0);
      expect(distinct((await settled(anna, 7)).slice(5))).toEqual(sorted(benIs(false)));
      expect(presenceOf(anna).every((event) => event.type === "chat.online" || event.userId === p.ben.userId)).toBe(
        true,
      );
      expect(presenceOf(cleo)).toEqual([]);

      anna.send({ action: "chat.unwatch" }); // left the chat: no more news
      annaList.send({ action: "chat.unwatch" });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = presenceOf(anna).length + presenceOf(annaList).length;
      tabs.push(await open(p.ben));
      await api.bus.drain();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(presenceOf(anna).length + presenceOf(annaList).length).toBe(before);
    } finally {
      await Promise.all(tabs.map((tab) => tab.close()));
    }
  });

  it("stops telling a socket who is online in a room once its person is removed from it, as messages and typing stop", async () => {
    const p = await chatCompany(); // its own people: no socket of another test counts as online
    const room = await group(p.anna, [p.ben, p.cleo]);
    const benNews = (tab: TestSocket) =>
      tab.received.filter((event) => event.type === "chat.presence" && event.userId === p.ben.userId);
    const heard = async (tab: TestSocket, count: number) => {
      await api.bus.drain();
      return until(
        () => benNews(tab),
        (list) => list.length >= count,
      );
    };
    const watching = async (who: Member) => {
      for (let tries = 0; tries < 200; tries++) {
        const held = await connectionsOfUser(p.tenantId, who.userId, true);
        if (held.length && held.every((tab) => tab.watching === `chat:${room.id}`)) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const [anna, cleo] = await Promise.all([open(p.anna), open(p.cleo)]);
    const tabs = [anna, cleo];
    try {
      anna.send({ action: "chat.watch", roomId: room.id });
      cleo.send({ action: "chat.watch", roomId: room.id });
      await Promise.all([watching(p.anna), watching(p.cleo)]);
      const ben = await open(p.ben);
      tabs.push(ben);
      expect(await heard(cleo, 1)).toEqual([
        { type: "chat.presence", roomId: room.id, userId: p.ben.userId, online: true },
      ]);

      await ok(as(p.anna, "DELETE", `/api/chat/room/${room.id}/members/${p.cleo.userId}`), 204);
      await until(
        () => cleo.received.filter((event) => event.type === "chat.room" && event.change === "removed"),
        (list) => list.length > 0,
      );
      await ben.close(); // Ben goes offline, then comes back: the room's members hear both, Cleo neither
      await heard(anna, 2);
      tabs.push(await open(p.ben));
      expect(await heard(anna, 3)).toHaveLength(3);
      await send(p.anna, room.id, "After Cleo left");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(benNews(cleo)).toHaveLength(1);
      expect(messagesIn(cleo, room.id)).toEqual([]);
    } finally {
      await Promise.all(tabs.map((tab) => tab.close()));
    }
  });

  it("keeps rooms to their members over HTTP: lists, history, files, another company, a superadmin", async () => {
    const room = await group(c.anna, [c.ben]);
    const bytes = new TextEncoder().encode("agenda");
    const fileId = await uploadThroughApi(as, c.anna, {
      bytes,
      name: "agenda.txt",
      contentType: "text/plain",
      module: "chat",
    });
    await send(c.anna, room.id, "Agenda attached", { files: [fileId] });
    const link = await ok(as(c.ben, "GET", `/api/chat/room/${room.id}/files/${fileId}`));
    expect(await (await fetch(link.url)).text()).toBe("agenda");
    expectError(await as(c.ben, "GET", `/api/files/${fileId}/url`), 403, "common.no_access");
    expectError(await as(c.cleo, "GET", `/api/chat/room/${room.id}/files/${fileId}`), 404, "chat.not_found");
    expectError(await as(c.cleo, "GET", `/api/room/${room.id}/msgs`), 404, "chat.not_found");
    expectError(await as(stranger, "GET", `/api/chat/room/${room.id}`), 404, "chat.not_found");
    expectError(await as(stranger, "GET", `/api/chat/rooms/${c.tenantId}`), 403, "common.no_access");
    expect(
      ((await ok(as(c.cleo, "GET", `/api/chat/rooms/${c.tenantId}`))) as ChatRoomList).items.map((r) => r.id),
    ).not.toContain(room.id);
    const superadmin = { token: (await tokenFor({ role: "superadmin" })).token, tenantId: c.tenantId };
    expect(((await ok(as(superadmin, "GET", `/api/chat/rooms/${c.tenantId}`))) as ChatRoomList).items).toEqual([]);
    expectError(await as(superadmin, "GET", `/api/room/${room.id}/msgs`), 404, "chat.not_found");
  });

  it("finds messages for the room's members now: joining and leaving change it, edits and deletes follow", async () => {
    const room = await group(c.anna, [c.ben], "Ops");
    const sent = await send(c.anna, room.id, "The zeppelin maintenance window moves to Thursday");
    const found = async (who: Member, words: string): Promise<string[]> => {
      await api.bus.drain(); // indexing runs on the bus after each write
      const answer: SearchAnswer = await ok(as(who, "GET", `/api/search?q=${encodeURIComponent(words)}&types=message`));
      return answer.groups.find((entry) => entry.type === "message")?.hits.map((hit) => hit.id) ?? [];
    };
    const id = `${room.id}:${sent.seq}`;
    expect(await found(c.ben, "zeppelin maintenance")).toEqual([id]);
    expect(await found(c.cleo, "zeppelin")).toEqual([]);
    expect(await found(stranger, "zeppelin")).toEqual([]);
    await ok(as(c.anna, "POST", `/api/chat/room/${room.id}/members`, { body: { userIds: [c.cleo.userId] } }));
    expect(await found(c.cleo, "zeppelin")).toEqual([id]);
    await ok(as(c.ben, "DELETE", `/api/chat/room/${room.id}/members/${c.ben.userId}`), 204);
    expect(await found(c.ben, "zeppelin")).toEqual([]);
    await ok(
      as(c.anna, "PUT", `/api/chat/room/${room.id}/msgs/${sent.seq}`, {
        body: { content: "The airship window moves" },
      }),
    );
    expect(await found(c.cleo, "zeppelin")).toEqual([]);
    expect(await found(c.cleo, "airship")).toEqual([id]);
    await ok(as(c.anna, "DELETE", `/api/chat/room/${room.id}/msgs/${sent.seq}`));
    expect(await found(c.anna, "airship")).toEqual([]);
  });

  it("refuses a message over the socket frame's limit before storing anything", async () => {
    const room = await group(c.anna, [c.ben]);
    const response = await as(c.anna, "POST", "/api/chat/msg", {
      body: { roomId: room.id, content: "x".repeat(chatLimits.contentMax + 1) },
    });
    expectError(response, 400, "common.validation");
    expect(response.body.error.details.issues[0]).toMatchObject({ path: "content", message: "chat.too_long" });
    expect(((await ok(as(c.anna, "GET", `/api/room/${room.id}/msgs`))) as ChatHistoryPage).items).toEqual([]);
  });

  it("20 people sending 50 messages each at once: all 1,000 in one order everywhere, exact counters, a reconnect misses nothing", async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => member(c.tenantId, { rights: ["chat"] })));
    const reader = await member(c.tenantId, { rights: ["chat"] });
    const room = await group(people[0]!, [...people.slice(1), reader], "All hands");
    let readerTab = await open(reader);
    const heard: ServerEvent[] = [];
    const burst = Promise.all(
      people.map(async (person, who) => {
        for (let n = 0; n < 50; n++) await send(person, room.id, `${who}:${n}`);
      }),
    );
    // Mid-burst the reader's connection drops; they reconnect and ask for what came after the last number they hold.
    await until(
      () => messagesIn(readerTab, room.id).length,
      (count) => count >= 200,
      60_000,
    );
    heard.push(...readerTab.received);
    await readerTab.close();
    readerTab = await open(reader);
    await burst;
    const held = heard.flatMap((event) => (event.type === "chat.message" ? [event.message.seq] : []));
    // Pushes of messages sent at once overtake each other: catch up from the first gap, as the SPA does.
    const sorted = [...new Set(held)].sort((x, y) => x - y);
    const firstGap = sorted.findIndex((seq, index) => seq !== index + 1);
    const caughtUp: number[] = [];
    for (let after = firstGap === -1 ? sorted.length : firstGap; ;) {
      const page: ChatHistoryPage = await ok(as(reader, "GET", `/api/room/${room.id}/msgs?after=${after}&limit=100`));
      if (!page.items.length) break;
      caughtUp.push(...page.items.map((message) => message.seq));
      after = Math.max(...page.items.map((message) => message.seq));
    }
    const live = messagesIn(readerTab, room.id).map((message) => message.seq);
    const union = new Set([...held, ...caughtUp, ...live]);
    expect(union.size).toBe(1000);
    expect(Math.min(...union)).toBe(1);
    expect(Math.max(...union)).toBe(1000);
    await readerTab.close();

    // Every history: the same 1,000 in the same order.
    const orders = await Promise.all(
      [people[0]!, people[7]!, reader].map(async (who) => {
        const seqs: string[] = [];
        for (let before: number | null = null; ;) {
          const page: ChatHistoryPage = await ok(
            as(who, "GET", `/api/room/${room.id}/msgs?limit=100${before ? `&before=${before}` : ""}`),
          );
          seqs.push(...page.items.map((message) => `${message.seq}:${message.content}`));
          if (page.cursor === null) break;
          before = page.cursor;
        }
        return seqs;
      }),
    );
    expect(orders[0]).toHaveLength(1000);
    expect(orders[1]).toEqual(orders[0]);
    expect(orders[2]).toEqual(orders[0]);
    const rooms: ChatRoomList = await ok(as(reader, "GET", `/api/chat/rooms/${c.tenantId}`));
    expect(rooms.items.find((item) => item.id === room.id)).toMatchObject({ lastSeq: 1000, unread: 1000 });
  }, 240_000);
});
