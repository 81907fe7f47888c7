import type { MouseEvent } from "react";
import { useSharedTranslation } from "../i18n";
import { tocTree, type TocHeading, type TocNode } from "./tocTree";
import { useActiveHeading } from "./useActiveHeading";
import "./richText.css";

export type { TocHeading };

/**
 * A document's table of contents (the `headings` the server answers with the cleaned HTML): nested
 * links that scroll smoothly to each heading, the section being read highlighted. Nothing for
 * fewer than two headings.
 */
export function TableOfContents({ headings, className = "" }: { headings: TocHeading[]; className?: string }) {
  const { t } = useSharedTranslation();
  const active = useActiveHeading(headings.map((heading) => heading.id));
  if (headings.length < 2) return null;

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    target.scrollIntoView?.({ behavior: "smooth", block: "start" });
    // The address names the section (to share it); the router's own history state is kept.
    window.history.replaceState(window.history.state, "", `#${encodeURIComponent(id)}`);
  };

  const list = (nodes: TocNode[]) => (
    <ul className="rich-toc-list">
      {nodes.map((node) => (
        <li key={node.id}>
          <a
            href={`#${encodeURIComponent(node.id)}`}
            className={node.id === active ? "rich-toc-link active" : "rich-toc-link"}
            aria-current={node.id === active ? "location" : undefined}
            onClick={(event) => go(event, node.id)}
          >
            {node.text}
          </a>
          {node.children.length ? list(node.children) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <nav className={`rich-toc ${className}`.trim()} aria-label={t("richText.contents")}>
      <div className="rich-toc-title">{t("richText.contents")}</div>
      {list(tocTree(headings))}
    </nav>
  );
}
