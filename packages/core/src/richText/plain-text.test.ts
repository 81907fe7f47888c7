import { describe, expect, it } from "vitest";
import { plainText, summaryText } from "./plain-text";

describe("summaryText: what a card shows of a document", () => {
  it("reads the paragraphs, not headings, tables or lists run together", () => {
    const html =
      `<h1 id="h-welcome">Welcome!</h1><p>We are glad you are here.</p><h2 id="h-who">Who to ask</h2>` +
      `<ul><li><p>HR: contracts</p></li></ul><table><tbody><tr><td><p>Monday</p></td></tr></tbody></table>` +
      `<p>Ask <b>anyone</b> &amp; everyone.</p>`;
    expect(summaryText(html)).toBe("We are glad you are here. Ask anyone & everyone.");
    expect(plainText(html)).toContain("Who to ask HR: contracts Monday");
  });

  it("joins a checklist's blocks with a separator when it has no paragraph of prose", () => {
    const html = `<h2 id="h-before">Before your first day</h2><ul><li>Sign the contract</li><li>Send your bank details</li></ul>`;
    expect(summaryText(html)).toBe("Before your first day · Sign the contract · Send your bank details");
  });
});
