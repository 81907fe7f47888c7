import { InputGroup } from "@blueprintjs/core";
import { useEffect, useRef, useState } from "react";
import { useGroupsTranslation } from "./i18n";

/** How long typing pauses before the list asks again. */
export const searchDelayMs = 250;

/** The name search: what is typed shows at once, the list follows after a pause in typing. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useGroupsTranslation();
  const [draft, setDraft] = useState(value);
  const written = useRef(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => {
    if (draft === written.current) return;
    const timer = setTimeout(() => {
      written.current = draft;
      latest.current(draft);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <InputGroup
      type="search"
      leftIcon="search"
      className="groups-search"
      value={draft}
      onValueChange={setDraft}
      aria-label={t("search.label")}
      placeholder={t("search.placeholder")}
      maxLength={100}
      autoComplete="off"
    />
  );
}
