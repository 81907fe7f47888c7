import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { withRoles } from "../../../test/fixtures";
import { message, openChat, roomSummary } from "../testing";

const rooms = [
  roomSummary({
    id: "r1",
    name: "Sales team",
    activeAt: "2026-01-01T09:00:00.000Z",
    lastSeq: 5,
    seenSeq: 2,
    unread: 3,
    lastMessage: {
      seq: 5,
      senderId: "u3",
      excerpt: "Numbers are in",
      files: 0,
      deleted: false,
      at: "2026-01-01T09:00:00.000Z",
    },
  }),
  roomSummary({
    id: "r2",
    kind: "private",
    name: "",
    peerId: "u2",
    memberCount: 2,
    activeAt: "2026-01-02T09:00:00.000Z",
    lastSeq: 7,
    seenSeq: 7,
    lastMessage: {
      seq: 7,
      senderId: "u1",
      excerpt: "See you",
      files: 0,
      deleted: false,
      at: "2026-01-02T09:00:00.000Z",
    },
  }),
  roomSummary({
    id: "r3",
    name: "Random",
    muted: true,
    activeAt: "2025-12-01T09:00:00.000Z",
    lastSeq: 9,
    seenSeq: 1,
    unread: 8,
    mentions: 1,
  }),
];
const list = { "GET /api/chat/rooms/c1": { body: { items: rooms, unreadRooms: 2 } } };

const rows = () => [...document.querySelectorAll<HTMLElement>(".chat-room")];
const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-room="${id}"]`)!;

describe("the room list", () => {
  it("shows the rooms newest first with names, excerpts and badges; a private chat is named by the person", async () => {
    await openChat("/chat", list);
    await screen.findByText("Chloe Davis");
    expect(rows().map((row) => row.dataset.room)).toEqual(["r2", "r1", "r3"]);
    expect(rowOf("r2").textContent).toContain("You: See you");
    expect(rowOf("r1").textContent).toContain("Daniel: Numbers are in");
    expect(within(rowOf("r1")).getByLabelText("Unread: 3").textContent).toBe("3");
    expect(within(rowOf("r3")).getByLabelText("You are mentioned").textContent).toBe("@");
    expect(rowOf("r3").className).toContain("chat-room-muted");
    expect(screen.getByText("Choose a chat")).toBeTruthy();
    // The menu's badge: rooms to read (from the list's answer).
    const badge = await screen.findByTestId("chat-unread-rooms");
    expect(badge.textContent).toBe("2");
    expect(badge.closest("[role=menuitem]")?.textContent).toContain("Chats");
  });

  it("filters by name, a private chat by the person's name", async () => {
    await openChat("/chat", list);
    await screen.findByText("Chloe Davis");
    await userEvent.type(screen.getByRole("searchbox", { name: "Find a chat" }), "chlo");
    await waitFor(() => expect(rows().map((row) => row.dataset.room)).toEqual(["r2"]));
    await userEvent.clear(screen.getByRole("searchbox", { name: "Find a chat" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Find a chat" }), "nothing");
    expect(await screen.findByText("No chat matches “nothing”")).toBeTruthy();
  });

  it("raises a room's unread count on a live message, moves it up and updates the menu badge", async () => {
    const { push } = await openChat("/chat", list);
    await screen.findByText("Chloe Davis");
    push({
      type: "chat.message",
      message: message(8, {
        roomId: "r2",
        senderId: "u2",
        content: "Ping <@u1>",
        mentions: ["u1"],
        at: "2026-01-03T09:00:00.000Z",
      }),
    });
    push({
      type: "chat.message",
      message: message(6, { roomId: "r1", senderId: "u2", content: "More", at: "2026-01-04T09:00:00.000Z" }),
    });
    // Pushed twice (a retried delivery): counted once.
    push({
      type: "chat.message",
      message: message(6, { roomId: "r1", senderId: "u2", content: "More", at: "2026-01-04T09:00:00.000Z" }),
    });
    await waitFor(() => expect(rows().map((row) => row.dataset.room)).toEqual(["r1", "r2", "r3"]));
    expect(within(rowOf("r1")).getByLabelText("Unread: 4")).toBeTruthy();
    expect(within(rowOf("r2")).getByLabelText("You are mentioned")).toBeTruthy();
    expect(rowOf("r2").textContent).toContain("Ping @Ann Lee");
    expect((await screen.findByTestId("chat-unread-rooms")).textContent).toBe("3");
    // Read on another device: the count goes.
    push({ type: "chat.read", roomId: "r1", seenSeq: 6, mentions: 0 });
    await waitFor(() => expect(within(rowOf("r1")).queryByLabelText(/Unread/)).toBeNull());
    expect(screen.getByTestId("chat-unread-rooms").textContent).toBe("2");
  });

  it("shows the empty state and the new chat dialog", async () => {
    const { api, app } = await openChat("/chat", {
      "GET /api/chat/rooms/c1": { body: { items: [], unreadRooms: 0 } },
      "POST /api/chat/room": {
        body: { ...roomSummary({ id: "r9" }), members: [], receipts: true, can: {}, createdBy: "u1", createdAt: "" },
      },
    });
    expect(await screen.findByText("No chats yet")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "New chat" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Name"), "Launch");
    await userEvent.type(within(dialog).getByRole("searchbox"), "dan");
    await userEvent.click(await within(dialog).findByRole("button", { name: "Daniel Evans" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(app.location()).toBe("/chat/r9"));
    expect(api.bodyOf("POST /api/chat/room")).toEqual({ kind: "group", name: "Launch", members: ["u3"] });
  });

  it("tells a visiting superadmin chats are the employees' own, and asks nothing", async () => {
    const root = withRoles(["superadmin"], { _id: "root", client_id: "$platform", rights: [] });
    localStorage.setItem("client_id", "c1");
    const { api } = await openChat("/chat", {}, root);
    expect(await screen.findByText("Chats are the company's employees' own")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New chat" })).toBeNull();
    expect(api.calls.some((call) => call.includes("/api/chat/"))).toBe(false);
  });
});
