import { describe, expect, it } from "vitest";
import { message, roomSummary } from "../testing";
import { applyPresence, applySummary, lastMessageOf, withRooms } from "./roomList";

describe("the room list's presence", () => {
  const list = withRooms([
    roomSummary({ id: "dm-1", kind: "private", peerId: "u2", online: false }),
    roomSummary({ id: "g1", kind: "group", activeAt: "2026-01-01T08:00:00.000Z" }),
  ]);
  const online = (rooms: typeof list) => rooms.items.map(({ id, online: state }) => [id, state]);

  it("marks a private chat's person online or offline, and leaves groups and unknown rooms alone", () => {
    expect(online(applyPresence(list, "dm-1", true))).toEqual([
      ["dm-1", true],
      ["g1", undefined],
    ]);
    expect(applyPresence(list, "g1", true)).toBe(list);
    expect(applyPresence(list, "dm-9", true)).toBe(list);
    expect(applyPresence(list, "dm-1", false)).toBe(list);
  });

  it("keeps what it knows of presence when an answer about the room (seen, mute) replaces its summary", () => {
    const live = applyPresence(list, "dm-1", true);
    const answered = roomSummary({ id: "dm-1", kind: "private", peerId: "u2", seenSeq: 3 });
    expect(applySummary(live, answered).items.find((room) => room.id === "dm-1")).toMatchObject({
      online: true,
      seenSeq: 3,
    });
  });
});

describe("the room list's line of a new message", () => {
  it("keeps mentions whole for the row to name, and drops one the cut would halve", () => {
    const whole = `Welcome <@01JABCDEF> here`;
    expect(lastMessageOf(message(1, { content: whole }))?.excerpt).toBe(whole);
    const halved = `${"x".repeat(195)} <@01JABCDEFGHIJ> more`;
    expect(lastMessageOf(message(2, { content: halved }))?.excerpt).toBe(`${"x".repeat(195)} `);
  });
});
