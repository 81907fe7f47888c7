import { describe, expect, it } from "vitest";
import { roomView } from "../testing";
import { withOnline, withPresence } from "./presence";

describe("room presence", () => {
  const room = roomView({}, [
    { userId: "me", online: true },
    { userId: "u2", online: false },
    { userId: "u3", online: true },
  ]);
  const online = (view: typeof room) => view.members.filter((member) => member.online).map(({ userId }) => userId);

  it("takes the watched room's online set whole: who is not in it is offline", () => {
    expect(online(withOnline(room, ["me", "u2"]))).toEqual(["me", "u2"]);
  });

  it("marks one member online or offline, and leaves the room as it is when nothing changes", () => {
    expect(online(withPresence(room, "u2", true))).toEqual(["me", "u2", "u3"]);
    expect(online(withPresence(room, "u3", false))).toEqual(["me"]);
    expect(withPresence(room, "u3", true)).toBe(room);
    expect(withPresence(room, "stranger", true)).toBe(room);
  });
});
