import { Button } from "@blueprintjs/core";
import type { JournalChange } from "@intranet/contracts/journal";
import { useId, useState } from "react";
import { usePlural } from "../../../i18n/usePlural";
import { VisuallyHidden } from "../../../ui/VisuallyHidden";
import { useAdminTranslation } from "../i18n";
import { diffsAsSet, useChangeText } from "./useChangeText";
import { listChange, longValue, readJournalValue, type JournalValue } from "./values";

/** One value of a change: a long one is clamped to three lines, with "Show all". */
function Value({ text, className }: { text: string; className: string }) {
  const { t } = useAdminTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!longValue(text)) return <span className={className}>{text}</span>;
  return (
    <span className={`${className} admin-value-long`}>
      <span id={id} className={open ? undefined : "admin-clamp"}>
        {text}
      </span>
      <Button
        variant="minimal"
        size="small"
        className="admin-value-toggle"
        aria-expanded={open}
        aria-controls={id}
        text={open ? t("logs.entry.showLess") : t("logs.entry.showAll")}
        onClick={() => setOpen(!open)}
      />
    </span>
  );
}

const missing = (value: JournalValue) => value.kind === "absent" || value.kind === "empty";

/**
 * A field's values: a set's entries added and removed, anything else before → after; when the
 * whole entry made or removed its object, only the side it has (what it was made with, or what it held).
 */
function Values({ change, only }: { change: JournalChange; only: "before" | "after" | null }) {
  const { t } = useAdminTranslation();
  const text = useChangeText();
  const before = readJournalValue(change.before);
  const after = readJournalValue(change.after);
  const list = !only && diffsAsSet(change.field) ? listChange(before, after) : null;
  if (list) {
    const names = (items: string[]) => items.map((entry) => text.item(change.field, entry)).join(", ");
    return (
      <dd className="admin-change-values admin-change-list">
        {list.added.length ? (
          <span className="admin-added">
            <span className="admin-sign">+ {t("logs.entry.added")}:</span>{" "}
            <Value className="" text={names(list.added)} />
          </span>
        ) : null}
        {list.removed.length ? (
          <span className="admin-removed">
            <span className="admin-sign">− {t("logs.entry.removed")}:</span>{" "}
            <Value className="" text={names(list.removed)} />
          </span>
        ) : null}
      </dd>
    );
  }
  if (only === "after")
    return (
      <dd className="admin-change-values">
        <Value className="admin-after" text={text.value(change.field, after)} />
      </dd>
    );
  if (only === "before")
    return (
      <dd className="admin-change-values">
        <VisuallyHidden>{t("logs.entry.before")}: </VisuallyHidden>
        <Value className="admin-before" text={text.value(change.field, before)} />
      </dd>
    );
  return (
    <dd className="admin-change-values">
      <VisuallyHidden>{t("logs.entry.before")}: </VisuallyHidden>
      <Value className={missing(before) ? "admin-missing" : "admin-before"} text={text.value(change.field, before)} />
      <span className="admin-arrow" aria-hidden="true">
        →
      </span>
      <VisuallyHidden>{t("logs.entry.after")}: </VisuallyHidden>
      <Value className={missing(after) ? "admin-missing" : "admin-after"} text={text.value(change.field, after)} />
    </dd>
  );
}

/** An entry's changed fields, each "field: before → after" (or a set's entries added and removed) in the reader's language. */
export function ChangeList({ changes, more }: { changes: JournalChange[]; more?: number | undefined }) {
  const { t } = useAdminTranslation();
  const plural = usePlural();
  const text = useChangeText();
  if (!changes.length && !more) return null;
  // An object made (nothing before) or removed (nothing after) lists one side only.
  const only = changes.every((change) => change.before === undefined)
    ? "after"
    : changes.every((change) => change.after === undefined)
      ? "before"
      : null;
  return (
    <>
      {changes.length ? (
        <dl className="admin-changes" aria-label={t("logs.entry.changes")}>
          {changes.map((change, index) => {
            const label = text.label(change.field);
            return (
              <div key={`${change.field}-${index}`} className="admin-change">
                <dt className="admin-change-field">{label ?? <code>{change.field}</code>}</dt>
                <Values change={change} only={only} />
              </div>
            );
          })}
        </dl>
      ) : null}
      {more ? (
        <p className="admin-muted admin-change-more">{t(`logs.entry.more_${plural(more)}`, { count: more })}</p>
      ) : null}
    </>
  );
}
