import type { UserView } from "@intranet/contracts";
import { Spinner } from "@blueprintjs/core";
import { Avatar } from "../../ui/Avatar";
import { useSharedTranslation } from "../i18n";
import { usePersonName } from "../usePersonName";
import "./mentions.css";

export interface MentionSuggestionsProps {
  id: string;
  tooShort: boolean;
  loading: boolean;
  people: UserView[];
  active: number;
  onPick: (person: UserView) => void;
}

/** The people found for the "@word" being typed (or why there are none yet): the wall's and the chat's text boxes and the document editor. */
export function MentionSuggestions({ id, tooShort, loading, people, active, onPick }: MentionSuggestionsProps) {
  const { t } = useSharedTranslation();
  const name = usePersonName();
  if (tooShort) return <div className="mention-hint">{t("mentions.hint")}</div>;
  if (loading && !people.length)
    return (
      <div className="mention-hint">
        <Spinner size={14} /> {t("mentions.searching")}
      </div>
    );
  if (!people.length) return <div className="mention-hint">{t("mentions.none")}</div>;
  return (
    <ul className="mention-list" id={id} role="listbox" aria-label={t("mentions.label")}>
      {people.map((person, index) => (
        <li
          key={person._id}
          role="option"
          aria-selected={index === active}
          className={index === active ? "mention-option active" : "mention-option"}
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(person);
          }}
        >
          <Avatar user={person} size={24} />
          <span className="mention-name">{name(person)}</span>
          {person.position ? <span className="cabinet-muted">{person.position}</span> : null}
        </li>
      ))}
    </ul>
  );
}
