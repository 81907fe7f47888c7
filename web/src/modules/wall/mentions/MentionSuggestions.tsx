import type { UserView } from "@intranet/contracts";
import { Spinner } from "@blueprintjs/core";
import { Avatar } from "../../../ui/Avatar";
import { useWallTranslation } from "../i18n";
import { usePersonName } from "../../../shared/usePersonName";

interface MentionSuggestionsProps {
  id: string;
  tooShort: boolean;
  loading: boolean;
  people: UserView[];
  active: number;
  onPick: (person: UserView) => void;
}

/** The people found for the "@word" being typed (or why there are none yet). */
export function MentionSuggestions({ id, tooShort, loading, people, active, onPick }: MentionSuggestionsProps) {
  const { t } = useWallTranslation();
  const name = usePersonName();
  if (tooShort) return <div className="wall-mention-hint">{t("mentions.hint")}</div>;
  if (loading && !people.length)
    return (
      <div className="wall-mention-hint">
        <Spinner size={14} /> {t("mentions.searching")}
      </div>
    );
  if (!people.length) return <div className="wall-mention-hint">{t("mentions.none")}</div>;
  return (
    <ul className="wall-mention-list" id={id} role="listbox" aria-label={t("mentions.label")}>
      {people.map((person, index) => (
        <li
          key={person._id}
          role="option"
          aria-selected={index === active}
          className={index === active ? "wall-mention-option active" : "wall-mention-option"}
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(person);
          }}
        >
          <Avatar user={person} size={24} />
          <span className="wall-mention-name">{name(person)}</span>
          {person.position ? <span className="cabinet-muted">{person.position}</span> : null}
        </li>
      ))}
    </ul>
  );
}
