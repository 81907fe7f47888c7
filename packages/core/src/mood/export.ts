import type { Actor } from "@intranet/contracts";
import type { ExportView } from "@intranet/contracts/exports";
import type { MoodGroupStat } from "@intranet/contracts/mood";
import { registerExporter, startExport } from "../exports";
import { periodDays } from "./days";
import { type MoodExportLang, moodExportTexts } from "./export-texts";
import { periodStats, requireMoodAdmin } from "./stats";

interface MoodExportParams {
  from: string;
  to: string;
  lang: MoodExportLang;
}

/** One row per day and group: what the statistics show, the average blank where it is hidden. */
const rowsOf = (group: MoodGroupStat, name: string) =>
  group.days.map((day) => [day.day, name, day.count, day.average ?? null]);

/** The period's statistics as rows: the company's days, then each department's (by name). */
registerExporter<MoodExportParams>({
  kind: "mood",
  sheetName: (params) => moodExportTexts[params.lang].sheet,
  columns: (params) => {
    const texts = moodExportTexts[params.lang].columns;
    return [
      { header: texts.date, width: 12 },
      { header: texts.group, width: 32 },
      { header: texts.ratings, width: 10 },
      { header: texts.average, width: 10 },
    ];
  },
  async *rows({ clientId, params }) {
    const stats = await periodStats(clientId, params.from, params.to);
    yield rowsOf(stats.company, moodExportTexts[params.lang].company);
    for (const department of stats.departments) yield rowsOf(department, department.name);
  },
});

/**
 * GET mood/excel/{client}/{from}/{to}: starts the export (202) after the same checks as the
 * statistics (admins of that company, a period of one or two weeks); a failure later ends the
 * export with a catalogue code the SPA shows (`clients.mood_export_error` in the SPA's words).
 */
export async function exportMood(
  actor: Actor,
  client: string,
  from: string,
  to: string,
  lang: MoodExportLang = "en",
): Promise<ExportView> {
  requireMoodAdmin(actor, client);
  periodDays(from, to);
  return startExport(actor, "mood", { from, to, lang } satisfies MoodExportParams, `mood-${from}-${to}.xlsx`);
}
