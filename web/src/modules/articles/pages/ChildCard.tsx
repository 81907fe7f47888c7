import { Icon } from "@blueprintjs/core";
import type { ArticleNodeView } from "@intranet/contracts/articles";
import { Link } from "react-router-dom";
import { TagChips } from "../../../shared/tags";
import { useDateTime } from "../../../shared/useDateTime";
import { useArticlesTranslation } from "../i18n";
import { nodePath, tagPath } from "../paths";
import { CoverThumb } from "./CoverThumb";

/**
 * One child: its kind, title, lock, the start of its text, its tags (each a link to its tag page),
 * when it changed and its cover's thumbnail; `where`: the folder it is in (on a tag's page).
 */
export function ChildCard({ item, where }: { item: ArticleNodeView; where?: string }) {
  const { t } = useArticlesTranslation();
  const when = useDateTime();
  return (
    <li className="articles-child">
      <Icon icon={item.kind === "folder" ? "folder-close" : "document"} size={16} className="articles-child-icon" />
      <div className="articles-child-main">
        <Link className="articles-child-title" to={nodePath(item)}>
          {item.title}
        </Link>
        {item.restricted ? <Icon icon="lock" size={12} title={t("sidebar.restricted")} /> : null}
        {where ? (
          <p className="articles-muted articles-child-where">
            <Icon icon="folder-close" size={12} /> {t("tag.inFolder", { folder: where })}
          </p>
        ) : null}
        {item.excerpt ? <p className="articles-child-excerpt">{item.excerpt}</p> : null}
        <div className="articles-child-facts">
          <TagChips module="articles" ids={item.tagIds} linkTo={tagPath} />
          <time className="articles-muted" dateTime={item.updatedAt}>
            {t("article.updated", { date: when(item.updatedAt) })}
          </time>
        </div>
      </div>
      {item.cover ? <CoverThumb src={item.cover} /> : null}
    </li>
  );
}
