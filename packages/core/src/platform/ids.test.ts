import { decodeTime } from "ulid";
import { describe, expect, it } from "vitest";
import { newId, stableId, timeOfId } from "./ids";

describe("ids", () => {
  it("stableId: the same time and seed give the same ULID, another seed another one", () => {
    const time = Date.parse("2026-11-21T08:00:00Z");
    const id = stableId(time, "post:1\nuser-a");
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(stableId(time, "post:1\nuser-a")).toBe(id);
    expect(stableId(time, "post:1\nuser-b")).not.toBe(id);
    expect(decodeTime(id)).toBe(time);
  });

  it("timeOfId reads a newId's time and refuses what is not a ULID", () => {
    const before = Date.now();
    expect(timeOfId(newId())).toBeGreaterThanOrEqual(before);
    expect(timeOfId("POST1")).toBeUndefined();
  });
});
