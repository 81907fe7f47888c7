import { describe, expect, it } from "vitest";
import { safeHref } from "./safeLink";

describe("safeHref: the links the editor accepts", () => {
  it.each([
    ["https://example.com/a?b=1", "https://example.com/a?b=1"],
    ["  http://intranet.local  ", "http://intranet.local"],
    ["mailto:hr@example.com", "mailto:hr@example.com"],
    ["example.com/guide", "https://example.com/guide"],
    ["//example.com", "https://example.com"],
  ])("accepts %s", (typed, href) => expect(safeHref(typed)).toBe(href));

  it.each(["", "javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "vbscript:x", "ftp://x", "https://"])(
    "refuses %s",
    (typed) => expect(safeHref(typed)).toBeNull(),
  );
});
