import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ChatMessageView } from "@intranet/contracts/chat";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../test/api";
import { historyRoute, message, openChat, roomSummary, roomView } from "../testing";

const today = (minute: number) => new Date(new Date().setHours(9, minute, 0, 0)).toISOString();
const newest = [message(11, { at: today(1) }), message(12, { at: today(2), senderId: "u3" })];

function routes(extra: FakeRoutes = {}, history: Parameters<typeof historyRoute>[0] = { newest, cursor: 11 }) {
  const queries: string[] = [];
  const answer = historyRoute(history);
  return {
    queries,
    routes: {
      "GET /api/chat/rooms/c1": {
        body: {
          items: [
            roomSummary({ id: "r1", lastSeq: 12, seenSeq: 11, unread: 1 }),
            roomSummary({ id: "r2", name: "Other", activeAt: "2025-01-01T00:00:00.000Z" }),
          ],
          unreadRooms: 1,
        },
      },
      "GET /api/chat/room/r1": { body: roomView({ lastSeq: 12, seenSeq: 11, memberCount: 3 }) },
      "GET /api/room/r1/msgs": (request: { query: URLSearchParams }) => {
        queries.push(request.query.toString());
        return answer(request);
      },
      "PUT /api/chat/room/r1/seen": ({ body }: { body: unknown }) => ({
        body: roomSummary({ id: "r1", lastSeq: 12, seenSeq: (body as { seq: number }).seq, unread: 0 }),
      }),
      ...extra,
    } as FakeRoutes,
  };
}

const log = () => screen.getByRole("log", { name: "Messages" });
const texts = () => [...log().querySelectorAll(".chat-text")].map((node) => node.textContent);

describe("an open room", () => {
  it("shows the newest page with days, the new-messages divider and the header, and marks it seen", async () => {
    const setup = routes();
    const { api } = await openChat("/chat/r1", setup.routes);
    await within(await screen.findByRole("log", { name: "Messages" })).findByText("Message 12");
    expect(screen.getByRole("heading", { level: 2, name: "Sales team" })).toBeTruthy();
    expect(screen.getByText("3 members")).toBeTruthy();
    expect(within(log()).getByText("Today")).toBeTruthy();
    expect(within(log()).getByText("New messages")).toBeTruthy();
    await waitFor(() => expect(api.bodyOf("PUT /api/chat/room/r1/seen")).toEqual({ seq: 12 }));
    expect(setup.queries[0]).toBe("limit=50");
  });

  it("pages older messages on scrolling up (history before)", async () => {
    const setup = routes(
      {},
      { newest, cursor: 11, before: { 11: { items: [message(10, { at: today(0) })], cursor: null } } },
    );
    await openChat("/chat/r1", setup.routes);
    await within(await screen.findByRole("log", { name: "Messages" })).findByText("Message 12");
    fireEvent.scroll(log());
    await within(log()).findByText("Message 10");
    expect(setup.queries).toContain("before=11&limit=50");
    expect(texts()).toEqual(["Message 10", "Message 11", "Message 12"]);
    expect(within(log()).getByText("This is the beginning of the conversation.")).toBeTruthy();
  });

  it("catches up after a reconnect (history after the newest held), without gaps or doubles", async () => {
    const setup = routes(
      {},
      {
        newest,
        cursor: 11,
        after: { 12: [message(12, { at: today(2), senderId: "u3" }), message(13, { at: today(3) })] },
      },
    );
    const { push } = await openChat("/chat/r1", setup.routes);
    await within(await screen.findByRole("log", { name: "Messages" })).findByText("Message 12");
    push({ type: "identified", user_id: "u1" });
    await within(log()).findByText("Message 13");
    expect(setup.queries).toContain("after=12&limit=50");
    expect(texts()).toEqual(["Message 11", "Message 12", "Message 13"]);
  });

  it("appends a live message, and replaces my pending copy by the server's whichever comes first", async () => {
    let sent: ChatMessageView | null = null;
    const setup = routes({
      "POST /api/chat/msg": ({ body }) => {
        const { clientMessageId, content } = body as { clientMessageId: string; content: string };
        sent = message(14, { senderId: "u1", content, clientMessageId, at: today(4) });
        // The socket's copy comes before the POST's answer.
        socket.receive({ type: "chat.message", message: sent });
        return { body: sent };
      },
    });
    const { push, socket } = await openChat("/chat/r1", setup.routes);
    await within(await screen.findByRole("log", { name: "Messages" })).findByText("Message 12");
    push({ type: "chat.message", message: message(13, { at: today(3), content: "Live one" }) });
    expect(await within(log()).findByText("Live one")).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Mine{Enter}");
    await waitFor(() => expect(sent).not.toBeNull());
    await waitFor(() => expect(texts()).toEqual(["Message 11", "Message 12", "Live one", "Mine"]));
    expect(within(log()).queryByText("Sending…")).toBeNull();
  });

  it("keeps a failed message with Retry, which sends the same message again", async () => {
    let attempts = 0;
    const ids: string[] = [];
    const setup = routes({
      "POST /api/chat/msg": ({ body }) => {
        attempts += 1;
        const { clientMessageId } = body as { clientMessageId: string };
        ids.push(clientMessageId);
        if (attempts === 1) return { status: 503, body: { error: { code: "common.unavailable", message: "Down" } } };
        return { body: message(13, { senderId: "u1", content: "Try", clientMessageId, at: today(4) }) };
      },
    });
    await openChat("/chat/r1", setup.routes);
    await within(await screen.findByRole("log", { name: "Messages" })).findByText("Message 12");
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Try{Enter}");
    expect(await within(log()).findByText("Not sent")).toBeTruthy();
    await userEvent.click(within(log()).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(within(log()).queryByText("Not sent")).toBeNull());
    expect(ids[1]).toBe(ids[0]);
    expect(texts().filter((text) => text === "Try")).toHaveLength(1);
  });

  it("shows who is typing, and read receipts that follow chat.seen", async () => {
    const mine = [message(11, { at: today(1) }), message(12, { at: today(2), senderId: "u1", content: "Mine" })];
    const setup = routes(
      {
        "GET /api/chat/room/r1": {
          body: roomView({ lastSeq: 12, seenSeq: 12 }, [
            { userId: "u1", seenSeq: 12 },
            { userId: "u2", seenSeq: 12 },
            { userId: "u3", seenSeq: 11 },
          ]),
        },
      },
      { newest: mine },
    );
    const { push } = await openChat("/chat/r1", setup.routes);
    await within(await screen.findByRole("log", { name: "Messages" })).findByText("Mine");
    expect(within(log()).getByText("Read by 1")).toBeTruthy();
    push({ type: "chat.seen", roomId: "r1", userId: "u3", seq: 12 });
    expect(await within(log()).findByText("Read by all")).toBeTruthy();

    push({ type: "chat.typing", roomId: "r1", userId: "u2" });
    expect(await screen.findByText("Chloe is typing…")).toBeTruthy();
    push({ type: "chat.typing", roomId: "r1", userId: "u3" });
    expect(await screen.findByText("Chloe and Daniel are typing…")).toBeTruthy();
    push({ type: "chat.typing", roomId: "r1", userId: "u4" });
    expect(await screen.findByText("3 people are typing…")).toBeTruthy();
    // Another room's typing is not shown here; a message ends its sender's typing.
    push({ type: "chat.typing", roomId: "r2", userId: "u1" });
    push({ type: "chat.message", message: message(13, { senderId: "u4", at: today(3) }) });
    expect(await screen.findByText("Chloe and Daniel are typing…")).toBeTruthy();
  });

  it("says Seen under my last message the peer of a private chat has read", async () => {
    const mine = [
      message(11, { at: today(1), senderId: "u1", content: "First" }),
      message(12, { at: today(2), senderId: "u1", content: "Second" }),
    ];
    const setup = routes(
      {
        "GET /api/chat/room/r1": {
          body: roomView({ kind: "private", peerId: "u2", name: "", lastSeq: 12, seenSeq: 12, memberCount: 2 }, [
            { userId: "u1", seenSeq: 12 },
            { userId: "u2", seenSeq: 11, online: true },
          ]),
        },
      },
      { newest: mine },
    );
    await openChat("/chat/r1", setup.routes);
    const first = (await within(await screen.findByRole("log", { name: "Messages" })).findByText("First")).closest(
      "article",
    )!;
    expect(within(first as HTMLElement).getByText("Seen")).toBeTruthy();
    expect(screen.getByText("online")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Chloe Davis" })).toBeTruthy();
  });
});
