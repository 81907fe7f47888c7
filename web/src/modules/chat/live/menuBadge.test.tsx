import { screen, waitFor } from "@testing-library/react";
import type { ClientView } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { clientView, startupRoutes } from "../../../test/fixtures";
import { message, openChat, roomSummary, me } from "../testing";

const rooms = {
  items: [
    roomSummary({ id: "r1", lastSeq: 3, seenSeq: 1, unread: 2 }),
    roomSummary({ id: "r2", lastSeq: 1, seenSeq: 1 }),
  ],
  unreadRooms: 1,
};

describe("the Chats menu badge", () => {
  it("counts rooms to read on any page, live from the socket", async () => {
    const { push, api } = await openChat("/profile/u1", { "GET /api/chat/rooms/c1": { body: rooms } });
    expect((await screen.findByTestId("chat-unread-rooms")).textContent).toBe("1");
    push({ type: "chat.message", message: message(2, { roomId: "r2" }) });
    await waitFor(() => expect(screen.getByTestId("chat-unread-rooms").textContent).toBe("2"));
    // A room the list does not hold yet: the list is asked again.
    push({ type: "chat.message", message: message(1, { roomId: "r9" }) });
    await waitFor(() => expect(api.calls.filter((call) => call === "GET /api/chat/rooms/c1")).toHaveLength(2));
  });

  it("asks nothing without the chat right", async () => {
    const noRight = { ...me(), rights: ["wall" as const] };
    const first = await openChat("/profile/u1", {}, noRight);
    await screen.findAllByRole("menuitem");
    expect(first.api.calls.some((call) => call.startsWith("GET /api/chat/"))).toBe(false);
  });

  it("asks nothing when the company has chats off", async () => {
    const off = clientView({ features: [{ code: "chats", active: false }] as ClientView["features"] });
    const { api } = await openChat("/profile/u1", startupRoutes(me(), off));
    await screen.findAllByRole("menuitem");
    expect(api.calls.some((call) => call.startsWith("GET /api/chat/"))).toBe(false);
  });
});
