import { describe, expect, it } from "vitest";
import { formatBytes, MB } from "@intranet/contracts";
import { assertTenantKey, objectKey, sanitiseFileName } from "./keys";
import { contentDisposition } from "./storage";

describe("object keys", () => {
  it("puts the tenant first: <clientId>/<module>/<fileId>/<name>", () => {
    expect(objectKey("C1", "posts", "F1", "a.png")).toBe("C1/posts/F1/a.png");
  });

  it("refuses keys outside the tenant's prefix", () => {
    expect(() => assertTenantKey("C1", "C1/posts/F1/a.png")).not.toThrow();
    for (const key of ["C2/posts/F1/a.png", "C1x/posts/F1/a.png", "posts/C1/a", "C1/../C2/a", ""])
      expect(() => assertTenantKey("C1", key), key).toThrow(expect.objectContaining({ code: "files.not_found" }));
    expect(() => assertTenantKey("", "/a")).toThrow();
  });
});

describe("file names", () => {
  it("keeps letters of any script and replaces separators and unsafe characters", () => {
    expect(sanitiseFileName("Звіт №1 (фінал).txt")).toBe("Звіт №1 (фінал).txt");
    expect(sanitiseFileName("../../etc/passwd")).toBe("_.._etc_passwd");
    expect(sanitiseFileName("a\\b/c?d#e%f\u0000g\nh.pdf")).toBe("a_b_c_d_e_f_g_h.pdf");
    expect(sanitiseFileName("  many   spaces .doc ")).toBe("many spaces .doc");
  });

  it("never answers an empty or dot-only name", () => {
    expect(sanitiseFileName("...")).toBe("file");
    expect(sanitiseFileName("   ")).toBe("file");
    expect(sanitiseFileName(".env")).toBe("env");
  });

  it("shortens long names to 120 characters and keeps the extension", () => {
    const name = sanitiseFileName(`${"я".repeat(300)}.xlsx`);
    expect([...name]).toHaveLength(120);
    expect(name.endsWith(".xlsx")).toBe(true);
  });

  it("builds an ASCII Content-Disposition with the UTF-8 name, inline only for safe types", () => {
    expect(contentDisposition("Звіт.pdf", "application/pdf")).toBe(
      `inline; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent("Звіт.pdf")}`,
    );
    expect(contentDisposition('a"b.html', "text/html")).toBe(
      `attachment; filename="a_b.html"; filename*=UTF-8''a%22b.html`,
    );
    expect(contentDisposition("x.svg", "image/svg+xml").startsWith("attachment;")).toBe(true);
  });
});

describe("human sizes", () => {
  it("formats bytes 1024-based with one decimal", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1000)).toBe("1000 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(20 * MB)).toBe("20 MB");
    expect(formatBytes(250 * MB)).toBe("250 MB");
    expect(formatBytes(1024 * MB - 1)).toBe("1 GB");
    expect(formatBytes(10 * 1024 * MB)).toBe("10 GB");
  });
});
