import { InputGroup } from "@blueprintjs/core";
import { useEffect, useRef, useState } from "react";

/** How long typing pauses before a list asks again. */
export const searchDelayMs = 250;

/**
 * A list's search text: what is typed shows at once, `onSearch` (and so the URL and the list)
 * follows after a pause in typing. A value changed from outside (back, forward, "clear") replaces
 * what is typed.
 */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
  maxLength,
  className,
}: {
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
  maxLength: number;
  className?: string;
}) {
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
      className={className}
      value={draft}
      onValueChange={setDraft}
      aria-label={label}
      placeholder={placeholder}
      maxLength={maxLength}
      autoComplete="off"
    />
  );
}
