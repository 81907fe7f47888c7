import { describe, expect, it } from "vitest";
import { dateFnsLocaleLoader } from "./dateLocale";

describe("date picker locales", () => {
  it("loads date-fns locales for en, ru and ua (date-fns uk)", async () => {
    expect((await dateFnsLocaleLoader("en"))?.code).toBe("en-US");
    expect((await dateFnsLocaleLoader("ru"))?.code).toBe("ru");
    expect((await dateFnsLocaleLoader("ua"))?.code).toBe("uk");
    expect(await dateFnsLocaleLoader("de")).toBeUndefined();
  });
});
