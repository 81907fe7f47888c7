import { describe, expect, it } from "vitest";
import { errorCatalogue, formatErrorMessage } from "./error-messages";
import { errorCodes, isErrorCode } from "./errors";

describe("the error catalogue", () => {
  it("maps every code to a 4xx/5xx status and a message, codes named area.reason", () => {
    for (const code of errorCodes) {
      const { status, message } = errorCatalogue[code];
      expect(status >= 400 && status < 600, code).toBe(true);
      expect(message.length, code).toBeGreaterThan(0);
      expect(code).toMatch(/^[a-z]+\.[a-z0-9_]+$/);
    }
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(formatErrorMessage("files.storage_limit", { size: "5 GB", available: "12 MB" })).toBe(
      "Storage limit reached (5 GB), available 12 MB",
    );
    expect(formatErrorMessage("files.storage_limit", { size: "5 GB" })).toBe(
      "Storage limit reached (5 GB), available {available}",
    );
  });

  it("recognises only catalogue codes", () => {
    expect(isErrorCode("common.no_access")).toBe(true);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
