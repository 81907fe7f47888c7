import { describe, expect, it } from "vitest";
import { cleanDocument } from "./clean-document";

const media = "https://media.example.com/public/";
const clean = (html: string) => cleanDocument(html, { mediaBaseUrl: media });

const hostile = [
  `<script>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="${media}a.png" onerror="alert(1)">`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="&#106;avascript:alert(1)">encoded</a>`,
  `<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>`,
  `<style>p{color:red}</style>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<svg><image href="x" onload="alert(1)"></image></svg>`,
  `<img src="data:image/png;base64,iVBORw0KGgo=">`,
  `<img src="https://evil.example/a.png">`,
  `<img src="https://media.example.com.evil.example/public/a.png">`,
  `<img src="//media.example.com/public/a.png">`,
  `<h2 onclick="alert(1)" id="x" style="color:red">Title</h2>`,
  `<table onmouseover="alert(1)"><tr><td style="x" onclick="y">cell</td></tr></table>`,
  `<pre><code class="language-js" onclick="x">code</code></pre>`,
];

describe("cleanDocument: the documents' profile", () => {
  it.each(hostile)("leaves nothing executable of %s", (payload) => {
    const { html } = clean(`<p>before</p>${payload}<p>after</p>`);
    expect(html).not.toMatch(/<script|<svg|<iframe|<style|<image/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:|data:/i);
    expect(html).not.toMatch(/style=|evil/i);
    expect(html).toContain("<p>before</p>");
    expect(html).toContain("<p>after</p>");
  });

  it("keeps images of the media bucket only, with alt, width and height", () => {
    const { html } = clean(
      `<img src="${media}t1/a.png" alt="Plan" width="640" height="480" title="t" class="x">` +
        `<img src="https://evil.example/a.png" alt="lost"><img src="${media}../../secret.png">` +
        `<img src="${media}b.png" width="100%">`,
    );
    expect(html).toBe(`<img src="${media}t1/a.png" alt="Plan" width="640" height="480" /><img src="${media}b.png" />`);
    expect(cleanDocument(`<img src="${media}a.png">`, { mediaBaseUrl: "" }).html).toBe("");
    expect(cleanDocument(`<img src="https://m.example/a.png">`, { mediaBaseUrl: "https://m.example" }).html).toBe(
      `<img src="https://m.example/a.png" />`,
    );
  });

  it("keeps tables with colspan and rowspan only", () => {
    const { html, text } = clean(
      `<table style="min-width:75px"><colgroup><col style="width:25px"></colgroup><thead><tr>` +
        `<th colspan="1" rowspan="1" class="h">Name</th><th colspan="2">Role</th></tr></thead>` +
        `<tbody><tr><td rowspan="2" data-x="1"><p>Ann</p></td><td colspan="x">Dev</td><td>Lead</td></tr></tbody></table>`,
    );
    expect(html).toBe(
      `<table><thead><tr><th>Name</th><th colspan="2">Role</th></tr></thead>` +
        `<tbody><tr><td rowspan="2"><p>Ann</p></td><td>Dev</td><td>Lead</td></tr></tbody></table>`,
    );
    expect(text).toBe("Name Role Ann Dev Lead");
  });

  it("keeps hr and a code block's language class, drops other classes", () => {
    const { html } = clean(
      `<hr><pre class="x"><code class="hljs language-typescript">const a = 1;</code></pre>` +
        `<p><code class="language-&quot;x">inline</code> <code class="evil">b</code></p>`,
    );
    expect(html).toBe(
      `<hr /><pre><code class="language-typescript">const a = 1;</code></pre><p><code>inline</code> <code>b</code></p>`,
    );
  });

  it("gives every heading a unique, readable id and lists them in document order", () => {
    const result = clean(
      `<h1>Welcome</h1><h2 id="forged">Getting started</h2><h3>Setup &amp; <b>tools</b></h3>` +
        `<h2>Getting started</h2><h2>Getting started 2</h2><h4>Начало работы</h4><h3>Ласкаво просимо!</h3>` +
        `<h2>   </h2><h2>!!!</h2><h5>small</h5>`,
    );
    expect(result.headings).toEqual([
      { level: 1, id: "h-welcome", text: "Welcome" },
      { level: 2, id: "h-getting-started", text: "Getting started" },
      { level: 3, id: "h-setup-tools", text: "Setup & tools" },
      { level: 2, id: "h-getting-started-2", text: "Getting started" },
      { level: 2, id: "h-getting-started-2-2", text: "Getting started 2" },
      { level: 4, id: "h-начало-работы", text: "Начало работы" },
      { level: 3, id: "h-ласкаво-просимо", text: "Ласкаво просимо!" },
      { level: 2, id: "h-section", text: "!!!" },
    ]);
    expect(result.html).toContain(`<h1 id="h-welcome">Welcome</h1><h2 id="h-getting-started">Getting started</h2>`);
    expect(result.html).toContain(`<h3 id="h-setup-tools">Setup &amp; <b>tools</b></h3>`);
    expect(result.html).toContain(`<h4 id="h-начало-работы">Начало работы</h4>`);
    expect(result.html).not.toContain("forged");
    expect(result.html).not.toContain("rt-heading");
    expect(result.html).toMatch(/<\/h3> {3}<h2 id="h-section">!!!<\/h2>small$/);
  });

  it("gives the same ids for the same text (stable links)", () => {
    const html = `<h2>Отпуск</h2><h2>Отпуск</h2>`;
    expect(clean(html).headings.map((h) => h.id)).toEqual(["h-отпуск", "h-отпуск-2"]);
    expect(clean(clean(html).html).headings.map((h) => h.id)).toEqual(["h-отпуск", "h-отпуск-2"]);
  });

  it("keeps mentions, in headings too, and extracts their ids once", () => {
    const result = clean(
      `<h2>Owner <span data-mention="01ABC">@Ann</span></h2><p><span data-mention="01DEF" class="m">@Bob</span> ` +
        `<span data-mention="01ABC">@Ann</span> <span data-mention="x y">@Eve</span></p>`,
    );
    expect(result.mentionIds).toEqual(["01ABC", "01DEF"]);
    expect(result.headings).toEqual([{ level: 2, id: "h-owner-ann", text: "Owner @Ann" }]);
    expect(result.html).toBe(
      `<h2 id="h-owner-ann">Owner <span data-mention="01ABC">@Ann</span></h2><p><span data-mention="01DEF">@Bob</span> ` +
        `<span data-mention="01ABC">@Ann</span> <span>@Eve</span></p>`,
    );
  });

  it("keeps the wall's formatting and forces rel on links", () => {
    const { html } = clean(
      `<p><b>b</b> <a href="https://example.com" target="_blank">x</a></p><blockquote>q</blockquote>`,
    );
    expect(html).toBe(
      `<p><b>b</b> <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a></p>` +
        `<blockquote>q</blockquote>`,
    );
  });
});
