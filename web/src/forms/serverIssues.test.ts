import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/errors";
import { applyServerIssues } from "./serverIssues";

const refusal = (issues: object[]) =>
  new ApiError("http", 400, "common.validation", "Validation error", "req-1", { issues });

describe("a refusal's field issues (issue 31 item 9)", () => {
  it("puts each on its field in words the form translates (zod's English text becomes 'Invalid value')", () => {
    const setError = vi.fn();
    const error = refusal([
      { in: "body", path: "email", message: "common.invalid_email", code: "invalid_format" },
      { in: "body", path: "name", message: "Too big: expected string to have <=100 characters", code: "too_big" },
    ]);
    expect(applyServerIssues(error, ["email", "name"], setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith("email", { type: "server", message: "common.invalid_email" });
    expect(setError).toHaveBeenCalledWith("name", { type: "server", message: "validation.invalid" });
  });

  it("names a field the form does not show in a toast, with its label", async () => {
    const setError = vi.fn();
    const error = refusal([{ in: "body", path: "phone", message: "common.invalid_phone", code: "invalid_format" }]);
    expect(applyServerIssues(error, ["email"], setError, (path) => (path === "phone" ? "Phone" : undefined))).toBe(
      true,
    );
    expect(setError).not.toHaveBeenCalled();
    expect(await screen.findByText(/^Phone: Enter a valid phone number/)).toBeTruthy();
  });

  it("leaves a refusal of the whole body to the form's own line", () => {
    const error = refusal([{ in: "body", path: "", message: "common.validation", code: "custom" }]);
    expect(applyServerIssues(error, ["email"], vi.fn())).toBe(false);
    expect(applyServerIssues(new Error("boom"), ["email"], vi.fn())).toBe(false);
  });
});
