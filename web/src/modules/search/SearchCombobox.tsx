import { Icon, Spinner, type IconName } from "@blueprintjs/core";
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { Highlight, type TextRange } from "./Highlight";
import { useSearchTranslation } from "./i18n";

/** One suggestion as the box shows it: a title and an optional detail line, each with its matches. */
export interface SuggestionOption {
  /** Unique among the shown options (e.g. "people:u1"). */
  key: string;
  title: string;
  titleRanges: readonly TextRange[];
  detail?: string;
  detailRanges?: readonly TextRange[];
  icon?: IconName;
  /** Shown before the title instead of the icon (a person's avatar). */
  media?: ReactNode;
  /** The SPA path it opens. */
  href: string;
}

/** The suggestions of one module (people, posts, comments…), in the answer's order. */
export interface SuggestionGroup {
  key: string;
  label: string;
  options: readonly SuggestionOption[];
}

export type SuggestionStatus = "idle" | "loading" | "ready" | "error";

interface SearchComboboxProps {
  query: string;
  onQueryChange: (query: string) => void;
  groups: readonly SuggestionGroup[];
  status: SuggestionStatus;
  /** An option was chosen (Enter on it or a click): open it. */
  onPick: (option: SuggestionOption) => void;
  /** Enter with no option chosen, or the last row: the full results page. */
  onSubmit: (query: string) => void;
  /** Escape with nothing left to close or clear (the phone's full-width search closes). */
  onEscape?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  className?: string;
  /** Shown at the input's end while it is empty and not focused (the Ctrl+K hint). */
  hint?: ReactNode;
}

/**
 * The search box with suggestions as you type (WAI-ARIA 1.2 combobox with a listbox popup): the
 * input keeps the focus, ↑/↓ move the active option (`aria-activedescendant`), Enter opens it (or
 * the results page), Escape closes the list, then clears, then calls `onEscape`. Groups are
 * `role="group"` labelled by their module; the last option leads to all results.
 */
export function SearchCombobox({
  query,
  onQueryChange,
  groups,
  status,
  onPick,
  onSubmit,
  onEscape,
  inputRef,
  autoFocus,
  className,
  hint,
}: SearchComboboxProps) {
  const { t } = useSearchTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);

  const trimmed = query.trim();
  const options = groups.flatMap((group) => group.options);
  // The last row: all results for the query.
  const count = trimmed ? options.length + 1 : 0;
  const allIndex = options.length;
  const expanded = open && trimmed !== "";

  // A new answer or a new query: nothing is active until the user moves.
  useEffect(() => setActive(-1), [groups, trimmed]);

  // Keep the active option in view when the list scrolls.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [active, id]);

  const choose = (index: number) => {
    setOpen(false);
    setActive(-1);
    if (index === allIndex) onSubmit(trimmed);
    else if (options[index]) onPick(options[index]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!trimmed) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(event.key === "ArrowDown" ? 0 : count - 1);
          return;
        }
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
        return;
      }
      case "Enter": {
        if (!trimmed) return;
        event.preventDefault();
        choose(expanded && active >= 0 ? active : allIndex);
        return;
      }
      case "Escape": {
        event.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(-1);
        } else if (query) {
          onQueryChange("");
        } else {
          onEscape?.();
        }
        return;
      }
      case "Tab":
        setOpen(false);
        return;
    }
  };

  let index = -1;
  const row = (key: string, optionIndex: number, body: ReactNode, extraClass = "") => (
    <div
      key={key}
      id={optionId(optionIndex)}
      role="option"
      aria-selected={active === optionIndex}
      className={`search-option${active === optionIndex ? " search-option-active" : ""}${extraClass}`}
      // The input keeps the focus: a press on an option must not blur it.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => setActive(optionIndex)}
      onClick={() => choose(optionIndex)}
    >
      {body}
    </div>
  );

  const message =
    status === "error"
      ? t("box.error")
      : status === "loading" && options.length === 0
        ? t("box.loading")
        : status === "ready" && options.length === 0
          ? t("box.noResults", { query: trimmed })
          : null;

  return (
    <div
      className={`search-combobox${className ? ` ${className}` : ""}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          setFocused(false);
        }
      }}
    >
      <div className="bp6-input-group search-input-group">
        <Icon icon="search" className="search-input-icon" />
        <input
          ref={inputRef}
          type="search"
          className="bp6-input search-input"
          role="combobox"
          aria-label={t("box.label")}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={t("box.placeholder")}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          autoFocus={autoFocus}
          value={query}
          onChange={(event) => {
            onQueryChange(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setFocused(true);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {status === "loading" && expanded ? (
          <Spinner size={16} className="search-input-end" aria-hidden />
        ) : !query && !focused && hint ? (
          <span className="search-input-end search-hint" aria-hidden>
            {hint}
          </span>
        ) : null}
      </div>
      <div id={listId} role="listbox" aria-label={t("box.suggestions")} className="search-popup" hidden={!expanded}>
        {expanded ? (
          <>
            {groups.map((group) =>
              group.options.length === 0 ? null : (
                <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className="search-group">
                  <div id={`${id}-${group.key}`} role="presentation" className="search-group-label">
                    {group.label}
                  </div>
                  {group.options.map((option) => {
                    index += 1;
                    return row(
                      option.key,
                      index,
                      <>
                        <span className="search-option-media">
                          {option.media ?? <Icon icon={option.icon ?? "search"} />}
                        </span>
                        <span className="search-option-text">
                          <span className="search-option-title">
                            <Highlight text={option.title} ranges={option.titleRanges} />
                          </span>
                          {option.detail ? (
                            <span className="search-option-detail">
                              <Highlight text={option.detail} ranges={option.detailRanges ?? []} />
                            </span>
                          ) : null}
                        </span>
                      </>,
                    );
                  })}
                </div>
              ),
            )}
            {message ? (
              <div role="presentation" className="search-popup-message">
                {message}
              </div>
            ) : null}
            {row(
              "all",
              allIndex,
              <>
                <span className="search-option-media">
                  <Icon icon="search" />
                </span>
                <span className="search-option-text search-option-title">
                  {t("box.allResults", { query: trimmed })}
                </span>
              </>,
              " search-option-all",
            )}
          </>
        ) : null}
      </div>
      {/* What assistive technologies announce while typing: searching, nothing found, the count. */}
      <div aria-live="polite" role="status">
        <VisuallyHidden>
          {expanded ? (message ?? (status === "ready" ? `${t("box.suggestions")}: ${options.length}` : "")) : ""}
        </VisuallyHidden>
      </div>
    </div>
  );
}
