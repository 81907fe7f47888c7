import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClientView } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { clientView, startupRoutes, userView } from "../../test/fixtures";
import { openProfile } from "./testing";

const chatter = () => userView({ rights: ["wall", "chat"] });
const actions = () => screen.findByRole("group", { name: "Actions" });

describe("the profile's Message button", () => {
  it("opens the private chat with the colleague (found or created)", async () => {
    const { api, app } = openProfile(
      "/profile/u2",
      {
        "POST /api/chat/room": { body: { id: "r7", kind: "private", peerId: "u2" } },
        "GET /api/chat/rooms/c1": { body: { items: [], unreadRooms: 0 } },
      },
      chatter(),
    );
    await userEvent.click(await within(await actions()).findByRole("button", { name: "Message" }));
    await waitFor(() => expect(app.location()).toBe("/chat/r7"));
    expect(api.bodyOf("POST /api/chat/room")).toEqual({ kind: "private", userId: "u2" });
  });

  it("is not offered without the chat right", async () => {
    openProfile("/profile/u2", {}, userView());
    expect(await within(await actions()).findByRole("button", { name: "Follow" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Message" })).toBeNull();
  });

  it("is not offered when the company has chats off", async () => {
    const off = clientView({ features: [{ code: "chats", active: false }] as ClientView["features"] });
    openProfile("/profile/u2", startupRoutes(chatter(), off), chatter());
    expect(await within(await actions()).findByRole("button", { name: "Follow" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Message" })).toBeNull();
  });

  it("is not on one's own profile", async () => {
    openProfile("/profile/u1", {}, chatter());
    await screen.findByRole("heading", { level: 1, name: "Ann Lee" });
    expect(screen.queryByRole("button", { name: "Message" })).toBeNull();
  });
});
