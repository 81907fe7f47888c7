import { describe, expect, it } from "vitest";
import { cleanHtml } from "./clean-html";
import { plainText } from "./plain-text";

const hostile = [
  `<img src=x onerror=alert(1)>`,
  `<script>alert(1)</script>`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="JaVaScRiPt:alert(1)">click</a>`,
  `<a href="&#106;avascript:alert(1)">encoded</a>`,
  `<a href="  javascript:alert(1)">spaced</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>`,
  `<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>`,
  `<svg><g onload=alert(1)></g></svg>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<span data-mention="x&quot; onmouseover=&quot;alert(1)">@x</span>`,
  `<div onmouseover="alert(1)">div</div>`,
  `<style>p{color:red}</style>`,
  `<<script>script>alert(1)<</script>/script>`,
];

describe("cleanHtml: the wall's safe subset", () => {
  it.each(hostile)("leaves nothing executable of %s", (payload) => {
    const { html } = cleanHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(html).not.toMatch(/<script|<img|<svg|<iframe|<style|<math|<div/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:|data:text/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).toContain("<p>before</p>");
    expect(html).toContain("<p>after</p>");
  });

  it("drops what an unclosed raw-text element swallows (mutation-XSS shape)", () => {
    const { html } = cleanHtml(
      `<p>before</p><math><mtext><table><mglyph><style><img src=x onerror=alert(1)><p>after</p>`,
    );
    expect(html).toBe("<p>before</p>");
  });

  it("keeps the allowed formatting, forces rel on links and keeps only safe schemes", () => {
    const { html } = cleanHtml(
      `<h2>Title</h2><p><b>bold</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <s>x</s><br></p>` +
        `<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>c</code></pre>` +
        `<a href="https://example.com/a?b=1" target="_blank" class="x">web</a> <a href="mailto:a@b.c">mail</a>` +
        `<a href="ftp://x">ftp</a><h1>big</h1><h5>small</h5>`,
    );
    expect(html).toBe(
      `<h2>Title</h2><p><b>bold</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <s>x</s><br /></p>` +
        `<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>c</code></pre>` +
        `<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow">web</a> ` +
        `<a href="mailto:a@b.c" rel="noopener noreferrer nofollow">mail</a>` +
        `<a rel="noopener noreferrer nofollow">ftp</a>bigsmall`,
    );
  });

  it("keeps mention spans with a plain id and collects their ids once, in order", () => {
    const clean = cleanHtml(
      `<p>Thanks <span data-mention="01ABC" class="m" onclick="x()">@Ann</span> and ` +
        `<span data-mention="01DEF">@Bob</span>, <span data-mention="01ABC">@Ann</span>` +
        `<span data-mention="bad id<">@Eve</span></p>`,
    );
    expect(clean.mentionIds).toEqual(["01ABC", "01DEF"]);
    expect(clean.html).toBe(
      `<p>Thanks <span data-mention="01ABC">@Ann</span> and <span data-mention="01DEF">@Bob</span>, ` +
        `<span data-mention="01ABC">@Ann</span><span>@Eve</span></p>`,
    );
  });

  it("gives plain text with entities decoded and block boundaries as spaces", () => {
    expect(cleanHtml(`<p>a &amp; b &lt;3</p><p>next<br>line</p><script>hidden()</script>`).text).toBe(
      "a & b <3 next line",
    );
    expect(cleanHtml(`<p>   </p><br><img src=x>`).text).toBe("");
    expect(plainText("<p>x</p><ul><li>1</li><li>2</li></ul>")).toBe("x 1 2");
  });
});
