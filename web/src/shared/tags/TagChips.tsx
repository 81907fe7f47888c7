import { Button, Tag } from "@blueprintjs/core";
import type { TagModule, TagView } from "@intranet/contracts/tags";
import { useSharedTranslation } from "../i18n";
import { useTags } from "./useTags";
import "./tags.css";

/**
 * One tag as a Blueprint Tag in its palette colour (the neutral chip without one). The remove button
 * is ours: Blueprint's own is labelled in English only.
 */
export function TagChip({ tag, onRemove }: { tag: TagView; onRemove?: () => void }) {
  const { t } = useSharedTranslation();
  const label = t("tags.remove", { name: tag.name });
  return (
    <span className="shared-tag-chip">
      <Tag minimal round className={`shared-tag shared-tag-${tag.colour ?? "none"}`}>
        {tag.name}
      </Tag>
      {onRemove ? (
        <Button variant="minimal" size="small" icon="small-cross" aria-label={label} title={label} onClick={onRemove} />
      ) : null}
    </span>
  );
}

/**
 * An item's tags by name, in the vocabulary's order (by name). Ids the vocabulary no longer has (a
 * tag deleted meanwhile) are left out. With `onRemove`, each chip has a remove button.
 */
export function TagChips({
  module,
  ids,
  onRemove,
}: {
  module: TagModule;
  ids: readonly string[];
  onRemove?: (id: string) => void;
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
          <TagChip tag={tag} onRemove={onRemove ? () => onRemove(tag._id) : undefined} />
        </span>
      ))}
    </span>
  );
}
