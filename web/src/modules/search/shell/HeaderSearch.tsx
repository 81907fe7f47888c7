import { Button } from "@blueprintjs/core";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useIsMobile } from "../../../shell/useIsMobile";
import { useSearchTranslation } from "../i18n";
import { searchPageUrl } from "../paths";
import { SearchCombobox, type SuggestionOption } from "../SearchCombobox";
import { searchHotkeyLabel, useSearchHotkey } from "./useSearchHotkey";
import { useSuggestionGroups } from "./useSuggestions";

/**
 * The header's search (the search module's shell part): a combobox with suggestions as you type on
 * wide screens; on phones an icon that opens a full-width search over the header. Ctrl+K / ⌘K
 * focuses it (or opens it on a phone).
 */
export function HeaderSearch() {
  const { t } = useSearchTranslation();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [query, setQuery] = useState("");
  const [overlay, setOverlay] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const { groups, status } = useSuggestionGroups(query);

  // Opening a hit or the results page closes the phone's search and empties the box.
  useEffect(() => {
    setOverlay(false);
    setQuery("");
  }, [pathname, search]);

  useSearchHotkey(() => {
    if (mobile) setOverlay(true);
    else {
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  });

  const closeOverlay = () => {
    setOverlay(false);
    openRef.current?.focus();
  };
  const leave = () => {
    inputRef.current?.blur();
    setOverlay(false);
  };
  const pick = (option: SuggestionOption) => {
    leave();
    void navigate(option.href);
  };
  const submit = (q: string) => {
    leave();
    void navigate(searchPageUrl(q));
  };

  const box = (
    <SearchCombobox
      query={query}
      onQueryChange={setQuery}
      groups={groups}
      status={status}
      onPick={pick}
      onSubmit={submit}
      onEscape={mobile ? closeOverlay : () => inputRef.current?.blur()}
      inputRef={inputRef}
      autoFocus={mobile}
      className="search-header-box"
      hint={mobile ? undefined : <kbd className="search-kbd">{searchHotkeyLabel()}</kbd>}
    />
  );

  if (!mobile) return <div className="search-header">{box}</div>;
  return (
    <div className="search-header search-header-mobile">
      <Button
        ref={openRef}
        variant="minimal"
        icon="search"
        aria-label={t("box.open")}
        title={t("box.open")}
        aria-haspopup="dialog"
        aria-expanded={overlay}
        onClick={() => setOverlay(true)}
        className="shell-header-button"
      />
      {overlay ? (
        <div
          className="search-overlay"
          role="dialog"
          aria-modal="true"
          aria-label={t("title")}
          // A tap on the dimmed page below closes the search.
          onClick={(event) => {
            if (event.target === event.currentTarget) closeOverlay();
          }}
        >
          <div className="search-overlay-bar">
            {box}
            <Button
              variant="minimal"
              icon="cross"
              aria-label={t("box.close")}
              title={t("box.close")}
              onClick={closeOverlay}
              className="shell-header-button"
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
