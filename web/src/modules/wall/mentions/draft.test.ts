import { describe, expect, it } from "vitest";
import { activeMentions, draftToHtml, htmlToDraft, plainText } from "./draft";

describe("wall drafts", () => {
  it("escapes what was typed and turns marks, links and mentions into the API's subset", () => {
    const draft = {
      text: "Hi <b>all</b> & **welcome** *new* @Chloe Davis\nsee https://example.com/a?b=1&c=2.\n\n- one\n- two",
      mentions: [{ id: "u2", name: "Chloe Davis" }],
    };
    const { html, mentions } = draftToHtml(draft);
    expect(html).toBe(
      '<p>Hi &lt;b&gt;all&lt;/b&gt; &amp; <strong>welcome</strong> <em>new</em> <span data-mention="u2">@Chloe Davis</span><br>' +
        'see <a href="https://example.com/a?b=1&amp;c=2" target="_blank">https://example.com/a?b=1&amp;c=2</a>.</p>' +
        "<ul><li>one</li><li>two</li></ul>",
    );
    expect(mentions).toEqual(["u2"]);
  });

  it("drops mentions whose name was deleted from the text", () => {
    const draft = { text: "thanks @Chl", mentions: [{ id: "u2", name: "Chloe Davis" }] };
    expect(activeMentions(draft)).toEqual([]);
    expect(draftToHtml(draft).mentions).toEqual([]);
  });

  it("counts the text as the API does", () => {
    expect(plainText("<p>a &amp; b</p><ul><li>c</li></ul>")).toBe("a & b c");
  });

  it("reads server HTML back into a draft for editing", () => {
    const draft = htmlToDraft(
      '<p>Hi <strong>all</strong> <span data-mention="u2">@Chloe Davis</span></p><ul><li>x</li></ul>',
    );
    expect(draft).toEqual({ text: "Hi **all** @Chloe Davis\n\n- x", mentions: [{ id: "u2", name: "Chloe Davis" }] });
    expect(draftToHtml(draft).html).toBe(
      '<p>Hi <strong>all</strong> <span data-mention="u2">@Chloe Davis</span></p><ul><li>x</li></ul>',
    );
  });
});
