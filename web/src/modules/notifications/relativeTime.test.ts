import { describe, expect, it } from "vitest";
import { relativeTime } from "./relativeTime";

const now = Date.parse("2026-03-10T12:00:00.000Z");

describe("relative time of a notification", () => {
  it("speaks the user's language", () => {
    expect(relativeTime("2026-03-10T11:55:00.000Z", now, "en")).toBe("5 minutes ago");
    expect(relativeTime("2026-03-09T12:00:00.000Z", now, "en")).toBe("yesterday");
    expect(relativeTime("2026-03-10T11:59:50.000Z", now, "en")).toBe("now");
    expect(relativeTime("2026-03-10T09:00:00.000Z", now, "ru")).toBe("3 часа назад");
    expect(relativeTime("2026-02-24T12:00:00.000Z", now, "uk")).toBe("2 тижні тому");
  });
});
