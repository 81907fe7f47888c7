import { describe, expect, it } from "vitest";
import { autoValuesIn, formatSlot, personValue } from "./autoTexts";

const standUp = { date: "2026-12-03", startTime: "08:30", endTime: "09:15", timeZone: "Europe/London" };
const now = Date.parse("2026-11-28T12:00:00Z");
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, " ");

describe("automatic text values in the reader's language", () => {
  it("writes a time in the reader's format, naming the zone only when it is not the reader's", () => {
    expect(plain(formatSlot(standUp, { language: "en", timeZone: "Europe/London", now }))).toBe(
      "December 3, 8:30 – 9:15 AM",
    );
    expect(formatSlot(standUp, { language: "ru", timeZone: "Europe/London", now })).toBe("3 декабря, 08:30–09:15");
    expect(formatSlot(standUp, { language: "ua", timeZone: "Europe/Kyiv", now })).toBe("3 грудня, 08:30–09:15 (GMT+0)");
    // A zone with the same clock then is not named (London is UTC in winter, not in summer).
    expect(formatSlot(standUp, { language: "ru", timeZone: "UTC", now })).toBe("3 декабря, 08:30–09:15");
    expect(plain(formatSlot({ ...standUp, date: "2027-07-01" }, { language: "ru", timeZone: "UTC", now }))).toBe(
      "1 июля 2027 г., 08:30–09:15 (GMT+1)",
    );
    // Another year is written out.
    expect(
      plain(formatSlot({ ...standUp, date: "2027-01-05" }, { language: "ru", timeZone: "Europe/London", now })),
    ).toBe("5 января 2027 г., 08:30–09:15");
  });

  it("orders names by the reader's language and reads old per-language values by it", () => {
    const params = {
      actor: personValue({ firstName: "Henry", lastName: "Irwin" }),
      coins_ru: "5 монет",
      coins_en: "5 coins",
    };
    expect(autoValuesIn(params, { language: "en" })).toMatchObject({ actor: "Henry Irwin", coins: "5 coins" });
    expect(autoValuesIn(params, { language: "ru" })).toMatchObject({ actor: "Irwin Henry", coins: "5 монет" });
  });
});
