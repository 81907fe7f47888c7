import { describe, expect, it } from "vitest";
import { message } from "../testing";
import { timeline } from "./timeline";

const at = (time: string, day = "2026-03-10") => new Date(`${day}T${time}:00`).toISOString();

describe("the conversation's rows", () => {
  it("separates days, groups one sender's messages within 5 minutes and marks the first unread", () => {
    const rows = timeline(
      [
        message(1, { senderId: "u2", at: at("09:00", "2026-03-09") }),
        message(2, { senderId: "u2", at: at("09:00") }),
        message(3, { senderId: "u2", at: at("09:04") }),
        message(4, { senderId: "u2", at: at("09:20") }),
        message(5, { senderId: "u1", at: at("09:21") }),
        message(6, { senderId: "u2", at: at("09:22") }),
      ],
      [],
      "u1",
      3,
    );
    expect(
      rows.map((row) => (row.kind === "message" ? `${row.message.seq}${row.first ? "*" : ""}` : row.kind)),
    ).toEqual(["day", "1*", "day", "2*", "3", "new", "4*", "5*", "6*"]);
  });
});
