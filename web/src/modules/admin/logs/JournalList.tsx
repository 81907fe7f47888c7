import type { JournalEntryView } from "@intranet/contracts/journal";
import { useMemo } from "react";
import { useLocale } from "../../../shared/useDateTime";
import { useAdminTranslation } from "../i18n";
import { JournalEntry } from "./JournalEntry";
import { localDay } from "./period";

interface Day {
  day: string;
  entries: JournalEntryView[];
}

/** Entries (newest first) under a heading per day of the reader's calendar. */
function byDay(entries: JournalEntryView[]): Day[] {
  const days: Day[] = [];
  for (const entry of entries) {
    const day = localDay(new Date(entry.at));
    const current = days.at(-1);
    if (current?.day === day) current.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}

/** The day headings ("Today", "Yesterday", "Monday, 16 November 2026") and times in the reader's language. */
function useDayText() {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: "short" });
    return {
      heading: (day: string, now = new Date()) => {
        const yesterday = new Date(now);
        yesterday.setDate(yesterday.getDate() - 1);
        if (day === localDay(now)) return t("logs.today");
        if (day === localDay(yesterday)) return t("logs.yesterday");
        return date.format(new Date(`${day}T12:00:00`));
      },
      time: (iso: string) => time.format(new Date(iso)),
    };
  }, [locale, t]);
}

/** The journal's entries by day; a person's or an object's name filters the journal to it. */
export function JournalList({
  entries,
  onActor,
  onTarget,
}: {
  entries: JournalEntryView[];
  onActor: ((id: string) => void) | null;
  onTarget: ((id: string) => void) | null;
}) {
  const text = useDayText();
  return (
    <div className="admin-journal">
      {byDay(entries).map(({ day, entries: ofDay }) => (
        <section key={day} className="admin-day">
          <h3 className="admin-day-title">{text.heading(day)}</h3>
          <ol className="admin-entries">
            {ofDay.map((entry) => (
              <JournalEntry
                key={entry.entryId}
                entry={entry}
                time={text.time(entry.at)}
                onActor={onActor}
                onTarget={onTarget}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
