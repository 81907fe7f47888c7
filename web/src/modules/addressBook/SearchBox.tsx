import { InputGroup } from "@blueprintjs/core";
import { addressBookLimits } from "@intranet/contracts/addressBook";
import { useEffect, useRef, useState } from "react";
import { useAddressBookTranslation } from "./i18n";

/** How long typing pauses before the list asks again. */
export const searchDelayMs = 250;

/**
 * The search text: what is typed shows at once, the URL (and so the list) follows after a pause.
 * A query the URL changes by itself (back, forward, "clear") replaces what is typed.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useAddressBookTranslation();
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
      className="address-book-search"
      value={draft}
      onValueChange={setDraft}
      aria-label={t("search.label")}
      placeholder={t("search.placeholder")}
      maxLength={addressBookLimits.queryMax}
      autoComplete="off"
    />
  );
}
