import { Tag } from "@blueprintjs/core";
import type { TagModule } from "@intranet/contracts/tags";
import { useSharedTranslation } from "../i18n";
import { useTags } from "./useTags";
import "./tags.css";

/**
 * Clickable chips that filter a list by tags: a pressed chip is in `selected`; "All" clears them.
 * `available` limits the chips to the tags the list's items carry (none given: every tag).
 */
export function TagFilter({
  module,
  selected,
  available,
  onChange,
}: {
  module: TagModule;
  selected: readonly string[];
  available?: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useSharedTranslation();
  const { tags } = useTags(module);
  const offered = available ? new Set(available) : null;
  const shown = tags.filter((tag) => !offered || offered.has(tag._id) || selected.includes(tag._id));
  if (!shown.length) return null;
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  return (
    <div className="shared-tag-filter" role="group" aria-label={t("tags.filter")}>
      <Tag
        round
        interactive
        minimal={selected.length > 0}
        intent={selected.length ? "none" : "primary"}
        onClick={() => onChange([])}
        htmlTitle={t("tags.all")}
        aria-pressed={!selected.length}
      >
        {t("tags.all")}
      </Tag>
      {shown.map((tag) => {
        const pressed = selected.includes(tag._id);
        return (
          <Tag
            key={tag._id}
            round
            interactive
            minimal={!pressed}
            intent={pressed ? "primary" : "none"}
            className={`shared-tag shared-tag-${tag.colour ?? "none"}`}
            onClick={() => toggle(tag._id)}
            aria-pressed={pressed}
          >
            {tag.name}
          </Tag>
        );
      })}
    </div>
  );
}
