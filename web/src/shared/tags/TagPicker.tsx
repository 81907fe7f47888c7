import { InputGroup } from "@blueprintjs/core";
import { tagLimits, type TagList, type TagModule, type TagView } from "@intranet/contracts/tags";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type KeyboardEvent } from "react";
import { errorText } from "../../i18n/errorText";
import { useSharedTranslation } from "../i18n";
import { tagsApi, tagsKeys } from "./api";
import { TagChip } from "./TagChips";
import { tagOptions } from "./tagOptions";
import { useTags } from "./useTags";
import "./tags.css";

interface TagPickerProps {
  module: TagModule;
  /** The chosen tags' ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
  /** The field's accessible name (default "Tags"). */
  label?: string;
}

/**
 * Chooses an item's tags from its module's vocabulary: the chosen ones as chips (with remove
 * buttons), a text box suggesting the tags whose name contains what is typed, and "Create tag «…»"
 * when none has that name (POST /api/tag, then chosen). Arrows move through the suggestions, Enter
 * takes one, Backspace in the empty box removes the last tag.
 */
export function TagPicker({ module, value, onChange, disabled, label }: TagPickerProps) {
  const { t } = useSharedTranslation();
  const queryClient = useQueryClient();
  const { tags, byId, clientId } = useTags(module);
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const listId = useId();
  const { matches, canCreate } = tagOptions(tags, value, typed);
  const full = value.length >= tagLimits.perItemMax;
  const choices = [...matches.map((tag) => ({ tag })), ...(canCreate ? [{ create: typed.trim() }] : [])];

  const choose = (tag: TagView) => {
    onChange([...value, tag._id]);
    setTyped("");
    setActive(0);
  };
  const create = async (name: string) => {
    setCreating(true);
    setError(null);
    try {
      const tag = await tagsApi.create(module, name);
      queryClient.setQueryData<TagList>(tagsKeys.list(clientId, module), (list) =>
        list ? { items: [...list.items, tag].sort((a, b) => a.name.localeCompare(b.name)) } : list,
      );
      // The searches by text go stale; the list just updated is not fetched again now.
      void queryClient.invalidateQueries({ queryKey: tagsKeys.module(clientId, module), refetchType: "none" });
      choose(tag);
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setCreating(false);
    }
  };
  const take = (index: number) => {
    const choice = choices[index];
    if (!choice) return;
    if ("tag" in choice) choose(choice.tag);
    else void create(choice.create);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (choices.length ? (index + step + choices.length) % choices.length : 0));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (open) take(active);
    } else if (event.key === "Escape") setOpen(false);
    else if (event.key === "Backspace" && !typed && value.length) onChange(value.slice(0, -1));
  };

  const shown = open && !disabled && !full;
  return (
    <div className="shared-tag-picker">
      {value.map((id) => {
        const tag = byId.get(id);
        return tag ? (
          <TagChip
            key={id}
            tag={tag}
            onRemove={disabled ? undefined : () => onChange(value.filter((other) => other !== id))}
          />
        ) : null;
      })}
      <InputGroup
        className="shared-tag-picker-input"
        role="combobox"
        aria-label={label ?? t("tags.label")}
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        placeholder={t("tags.add")}
        value={typed}
        disabled={disabled || full || creating}
        onValueChange={(text) => {
          setTyped(text);
          setActive(0);
          setOpen(true);
          setError(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {shown ? (
        <ul className="shared-tag-picker-options" role="listbox" id={listId} aria-label={label ?? t("tags.label")}>
          {choices.map((choice, index) => (
            <li
              key={"tag" in choice ? choice.tag._id : "create"}
              role="option"
              aria-selected={index === active}
              className="shared-tag-picker-option"
              // Before the box's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                take(index);
              }}
            >
              {"tag" in choice ? choice.tag.name : t("tags.create", { name: choice.create })}
            </li>
          ))}
          {choices.length ? null : (
            <li className="shared-tag-picker-muted">{t(typed ? "tags.noMatch" : "tags.none")}</li>
          )}
        </ul>
      ) : null}
      {creating ? <span className="shared-tag-picker-muted">{t("tags.creating")}</span> : null}
      {error ? (
        <p className="shared-tag-picker-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
