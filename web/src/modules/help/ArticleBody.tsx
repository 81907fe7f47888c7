import { Callout } from "@blueprintjs/core";
import { Fragment, type ReactNode } from "react";

/** `**words**` as bold (the screen's own words: buttons, tabs), the rest as text. */
export function Inline({ text }: { text: string }) {
  const parts = text.split("**");
  return (
    <>
      {parts.map((part, index) =>
        index % 2 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}

type Block = { kind: "heading" | "paragraph" | "tip"; text: string } | { kind: "list" | "steps"; items: string[] };

/** The blocks of an article's body (its markup: articles.ts `HelpArticleText.body`), consecutive items in one list. */
export function blocksOf(body: readonly string[]): Block[] {
  const blocks: Block[] = [];
  for (const line of body) {
    const item = /^- (.*)$/s.exec(line)?.[1];
    const step = /^\d+\. (.*)$/s.exec(line)?.[1];
    const last = blocks.at(-1);
    if (item !== undefined || step !== undefined) {
      const kind = item !== undefined ? "list" : "steps";
      if (last && last.kind === kind) last.items.push((item ?? step)!);
      else blocks.push({ kind, items: [(item ?? step)!] });
    } else if (line.startsWith("## ")) blocks.push({ kind: "heading", text: line.slice(3) });
    else if (line.startsWith("> ")) blocks.push({ kind: "tip", text: line.slice(2) });
    else blocks.push({ kind: "paragraph", text: line });
  }
  return blocks;
}

/** An article's text: headings, paragraphs, lists, numbered steps and tips. */
export function ArticleBody({ body }: { body: readonly string[] }) {
  return (
    <div className="help-article-body">
      {blocksOf(body).map((block, index): ReactNode => {
        switch (block.kind) {
          case "heading":
            return <h2 key={index}>{block.text}</h2>;
          case "tip":
            return (
              <Callout key={index} intent="primary" icon="lightbulb" className="help-tip">
                <Inline text={block.text} />
              </Callout>
            );
          case "list":
          case "steps": {
            const List = block.kind === "list" ? "ul" : "ol";
            return (
              <List key={index}>
                {block.items.map((entry, at) => (
                  <li key={at}>
                    <Inline text={entry} />
                  </li>
                ))}
              </List>
            );
          }
          default:
            return (
              <p key={index}>
                <Inline text={block.text} />
              </p>
            );
        }
      })}
    </div>
  );
}
