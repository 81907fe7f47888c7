import { Callout, Checkbox } from "@blueprintjs/core";
import { useMemo } from "react";
import { usePlural } from "../../../i18n/usePlural";
import { useLocale } from "../../../shared/useDateTime";
import { useCalendarTranslation } from "../i18n";
import type { SeriesPreview } from "./useSeriesPreview";

/** How many of a series' days the editor lists. */
const SHOWN = 5;

/** A day ("2026-11-30") as "Mon, Nov 30" in the reader's language, with its year when not the series' first year. */
function useDayText(firstYear: string) {
  const locale = useLocale();
  return useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    const long = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    return (day: string) => (day.startsWith(firstYear) ? short : long).format(Date.parse(`${day}T00:00:00Z`));
  }, [locale, firstYear]);
}

/**
 * The series' first days before it is saved (issue 31), and, when the rule skips the chosen day, where
 * it would start instead with a box to agree to that (the API refuses it otherwise).
 */
export function RepeatPreview({
  date,
  preview,
  confirmedStart,
  onConfirm,
}: {
  date: string;
  preview: SeriesPreview;
  confirmedStart: string;
  onConfirm: (start: string) => void;
}) {
  const { t } = useCalendarTranslation();
  const plural = usePlural();
  const dayText = useDayText(date.slice(0, 4));
  if (!preview?.ok) return null;
  const first = preview.dates[0]!;
  return (
    <div className="calendar-repeat-preview">
      <p className="calendar-muted" id="event-repeat-preview">
        {t(`repeat.preview_${plural(preview.dates.length)}`, { count: preview.dates.length })}
      </p>
      <ol aria-labelledby="event-repeat-preview">
        {preview.dates.slice(0, SHOWN).map((day) => (
          <li key={day}>{dayText(day)}</li>
        ))}
        {preview.dates.length > SHOWN ? <li aria-hidden>…</li> : null}
      </ol>
      {first !== date ? (
        <Callout intent="warning" compact className="calendar-repeat-elsewhere">
          <p>{t("repeat.notOnDay", { day: dayText(date), first: dayText(first) })}</p>
          <Checkbox
            label={t("repeat.startThere", { first: dayText(first) })}
            checked={confirmedStart === first}
            onChange={(event) => onConfirm(event.currentTarget.checked ? first : "")}
          />
        </Callout>
      ) : null}
    </div>
  );
}
