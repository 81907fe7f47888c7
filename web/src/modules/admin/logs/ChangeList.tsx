import { Button } from "@blueprintjs/core";
import type { JournalChange } from "@intranet/contracts/journal";
import { useId, useState } from "react";
import { usePlural } from "../../../i18n/usePlural";
import { VisuallyHidden } from "../../../ui/VisuallyHidden";
import { useAdminTranslation } from "../i18n";
import { useChangeText } from "./useChangeText";
import { longValue, readJournalValue } from "./values";

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

/** An entry's changed fields, each "field: before → after" in the reader's language. */
export function ChangeList({ changes, more }: { changes: JournalChange[]; more?: number | undefined }) {
  const { t } = useAdminTranslation();
  const plural = usePlural();
  const text = useChangeText();
  if (!changes.length && !more) return null;
  return (
    <>
      <dl className="admin-changes" aria-label={t("logs.entry.changes")}>
        {changes.map((change, index) => {
          const label = text.label(change.field);
          return (
            <div key={`${change.field}-${index}`} className="admin-change">
              <dt className="admin-change-field">{label ?? <code>{change.field}</code>}</dt>
              <dd className="admin-change-values">
                <VisuallyHidden>{t("logs.entry.before")}: </VisuallyHidden>
                <Value className="admin-before" text={text.value(change.field, readJournalValue(change.before))} />
                <span className="admin-arrow" aria-hidden="true">
                  →
                </span>
                <VisuallyHidden>{t("logs.entry.after")}: </VisuallyHidden>
                <Value className="admin-after" text={text.value(change.field, readJournalValue(change.after))} />
              </dd>
            </div>
          );
        })}
      </dl>
      {more ? (
        <p className="admin-muted admin-change-more">{t(`logs.entry.more_${plural(more)}`, { count: more })}</p>
      ) : null}
    </>
  );
}
