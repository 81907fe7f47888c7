import { describe, expect, it } from "vitest";
import { placeholdersOf, undeclaredPlaceholders } from "@intranet/contracts";
import { clipHtml, escapeHtml, renderText, toPlainText } from "./render";

describe("template rendering", () => {
  it("fills {{variables}}, escaping HTML in the values but not in the template", () => {
    expect(
      renderText("<b>{{ actor }}</b> thanked {{recipient}}", { actor: "<script>x</script>", recipient: "Ann & Bob" }),
    ).toBe("<b>&lt;script&gt;x&lt;/script&gt;</b> thanked Ann &amp; Bob");
    expect(renderText('<a href="{{link}}">go</a>', { link: '" onclick="alert(1)' })).toBe(
      '<a href="&quot; onclick=&quot;alert(1)">go</a>',
    );
    expect(renderText("{{missing}}|{{toString}}|{{constructor}}", {})).toBe("||");
    expect(renderText("{{a}}{{a}}", { a: "'" })).toBe("&#39;&#39;");
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });

  it("turns HTML-safe text into plain text for chats and the text part of mails", () => {
    expect(toPlainText("<p>Ann &amp; Bob</p><p>&lt;hi&gt; &#39;x&#39; &#x41;</p>")).toBe("Ann & Bob\n<hi> 'x' A");
    expect(toPlainText("line<br>next")).toBe("line\nnext");
  });

  it("clips without leaving half an entity", () => {
    expect(clipHtml("abc&amp;def", 5)).toBe("abc…");
    expect(clipHtml("short", 10)).toBe("short");
  });

  it("finds placeholders and the undeclared ones", () => {
    expect(placeholdersOf("{{a}} {{ b }} {{a}} {{1x}}")).toEqual(["a", "b"]);
    expect(
      undeclaredPlaceholders({ title: "{{a}}", short: "{{recipient}} {{link}}", full: "{{b}}", variables: ["a"] }),
    ).toEqual(["b"]);
  });
});
