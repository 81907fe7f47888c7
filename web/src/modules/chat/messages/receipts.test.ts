import { describe, expect, it } from "vitest";
import { message, roomView } from "../testing";
import { receiptOf, withSeen } from "./receipts";

describe("read receipts", () => {
  const messages = [message(1, { senderId: "u1" }), message(2, { senderId: "u2" }), message(3, { senderId: "u1" })];

  it("private: Seen under my newest message the peer has read", () => {
    const room = roomView({ kind: "private", peerId: "u2" }, [
      { userId: "u1", seenSeq: 3 },
      { userId: "u2", seenSeq: 2 },
    ]);
    expect(receiptOf(room, messages, "u1")).toEqual({ seq: 1, kind: "seen" });
    expect(receiptOf(withSeen(room, "u2", 3), messages, "u1")).toEqual({ seq: 3, kind: "seen" });
  });

  it("group: Read by N, then Read by all; hidden positions never count, receipts off shows nothing", () => {
    const room = roomView({}, [
      { userId: "u1", seenSeq: 3 },
      { userId: "u2", seenSeq: 3 },
      { userId: "u3", seenSeq: 1 },
      { userId: "u4", seenSeq: null },
    ]);
    expect(receiptOf(room, messages, "u1")).toEqual({ seq: 3, kind: "some", count: 1 });
    const all = withSeen(withSeen(room, "u3", 3), "u4", 3);
    expect(receiptOf(all, messages, "u1")).toEqual({ seq: 3, kind: "all" });
    expect(receiptOf({ ...all, receipts: false }, messages, "u1")).toBeNull();
  });
});
