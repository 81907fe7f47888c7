import { Button, InputGroup } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useState } from "react";
import { useSharedTranslation } from "./i18n";
import { usePeople } from "./usePeople";
import { usePersonName } from "./usePersonName";
import "./recipientsField.css";

const SHOWN = 6;

/**
 * Finding a colleague by name among the company's active people (the pickers of recipients,
 * members, the people who get a vacancy's responses): the first matches as buttons; picking one
 * clears the box. People already chosen are not offered again.
 */
export function PersonSearch({
  clientId,
  chosen,
  onPick,
}: {
  clientId: string;
  chosen: ReadonlySet<string>;
  onPick: (person: UserView) => void;
}) {
  const { t } = useSharedTranslation();
  const name = usePersonName();
  const { people } = usePeople(clientId);
  const [search, setSearch] = useState("");
  const term = search.trim().toLowerCase();
  const matches = term
    ? people.filter((person) => !chosen.has(person._id) && name(person).toLowerCase().includes(term)).slice(0, SHOWN)
    : [];
  return (
    <div className="recipients-person-search">
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={t("audience.findPerson")}
        placeholder={t("audience.findPerson")}
        value={search}
        onValueChange={setSearch}
      />
      {term ? (
        <div className="recipients-person-matches">
          {matches.length ? (
            matches.map((person) => (
              <Button
                key={person._id}
                variant="minimal"
                icon="plus"
                text={name(person)}
                onClick={() => {
                  onPick(person);
                  setSearch("");
                }}
              />
            ))
          ) : (
            <span className="recipients-muted">{t("audience.noMatch")}</span>
          )}
        </div>
      ) : null}
    </div>
  );
}
