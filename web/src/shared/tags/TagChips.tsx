import { Button, Tag } from "@blueprintjs/core";
import type { TagModule, TagView } from "@intranet/contracts/tags";
import { Link } from "react-router-dom";
import { useSharedTranslation } from "../i18n";
import { useTags } from "./useTags";
import "./tags.css";

/**
 * One tag as a Blueprint Tag in its palette colour (the neutral chip without one); with `href`, a
 * link to the tag's page. The remove button is ours: Blueprint's own is labelled in English only.
 */
export function TagChip({ tag, onRemove, href }: { tag: TagView; onRemove?: () => void; href?: string }) {
  const { t } = useSharedTranslation();
  const label = t("tags.remove", { name: tag.name });
  const chip = (
    <Tag minimal round interactive={Boolean(href)} className={`shared-tag shared-tag-${tag.colour ?? "none"}`}>
      {tag.name}
    </Tag>
  );
  return (
    <span className="shared-tag-chip">
      {href ? (
        <Link className="shared-tag-link" to={href}>
          {chip}
        </Link>
      ) : (
        chip
      )}
      {onRemove ? (
        <Button variant="minimal" size="small" icon="small-cross" aria-label={label} title={label} onClick={onRemove} />
      ) : null}
    </span>
  );
}

/**
 * An item's tags by name, in the vocabulary's order (by name). Ids the vocabulary no longer has (a
 * tag deleted meanwhile) are left out. With `onRemove`, each chip has a remove button; with
 * `linkTo`, each chip links to the page it names for the tag (a module's tag page).
 */
export function TagChips({
  module,
  ids,
  onRemove,
  linkTo,
}: {
  module: TagModule;
  ids: readonly string[];
  onRemove?: (id: string) => void;
  linkTo?: (tagId: string) => string;
}) {
  const { t } = useSharedTranslation();
  const { tags } = useTags(module);
  const chosen = new Set(ids);
  const shown = tags.filter((tag) => chosen.has(tag._id));
  if (!shown.length) return null;
  return (
    <span className="shared-tags" role="list" aria-label={t("tags.label")}>
      {shown.map((tag) => (
        <span role="listitem" key={tag._id}>
          <TagChip tag={tag} onRemove={onRemove ? () => onRemove(tag._id) : undefined} href={linkTo?.(tag._id)} />
        </span>
      ))}
    </span>
  );
}
