import { describe, expect, it } from "vitest";
import { linkText, normaliseUrl, socialLinks } from "./socialLinks";

describe("social links", () => {
  it("lists the person's links in the networks' order, never a non-web address", () => {
    const links = socialLinks({
      socialLinks: {
        website: "https://chloe.dev/",
        github: "https://github.com/chloe",
        linkedin: "https://www.linkedin.com/in/chloe-davis/",
        facebook: "javascript:alert(1)",
      },
    });
    expect(links.map((link) => [link.network, link.text])).toEqual([
      ["linkedin", "linkedin.com/in/chloe-davis"],
      ["github", "github.com/chloe"],
      ["website", "chloe.dev"],
    ]);
    expect(socialLinks({})).toEqual([]);
  });

  it("reads an address without its scheme, www. and trailing slash", () => {
    expect(linkText("http://www.example.com/a/")).toBe("example.com/a");
  });

  it("puts https:// in front of an address typed without a scheme, and keeps empty empty", () => {
    expect(normaliseUrl("  linkedin.com/in/chloe ")).toBe("https://linkedin.com/in/chloe");
    expect(normaliseUrl("http://example.com")).toBe("http://example.com");
    expect(normaliseUrl("javascript:alert(1)")).toBe("javascript:alert(1)");
    expect(normaliseUrl("   ")).toBe("");
  });
});
