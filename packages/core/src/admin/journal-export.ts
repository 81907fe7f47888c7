import type { Actor } from "@intranet/contracts";
import type { ExportView } from "@intranet/contracts/exports";
import {
  journalActionNames,
  journalSectionNames,
  type JournalAction,
  type JournalExportQuery,
  type JournalSection,
} from "@intranet/contracts/journal";
import { registerExporter, startExport } from "../exports";
import { allPages } from "../db";
import { tenantOfPath } from "../platform";
import { journalQuery, toEntryView, type JournalFilter } from "../journal";
import { requireJournalReader } from "./journal-read";

type Lang = JournalExportQuery["lang"];
interface ExportParams {
  filter: JournalFilter;
  lang: Lang;
}

const columns: Record<Lang, string[]> = {
  en: ["Time (UTC)", "Section", "Change", "Who", "Superadmin", "What", "Fields", "Note"],
  ru: ["Время (UTC)", "Раздел", "Изменение", "Кто", "Суперадминистратор", "Что", "Поля", "Примечание"],
  ua: ["Час (UTC)", "Розділ", "Зміна", "Хто", "Суперадміністратор", "Що", "Поля", "Примітка"],
};
const yes: Record<Lang, string> = { en: "yes", ru: "да", ua: "так" };
const sheet: Record<Lang, string> = { en: "Journal", ru: "Журнал", ua: "Журнал" };

registerExporter<ExportParams>({
  kind: "journal",
  sheetName: (params) => sheet[params.lang],
  columns: (params) =>
    columns[params.lang].map((header, at) => ({ header, width: [20, 18, 34, 26, 10, 30, 60, 30][at] })),
  async *rows({ clientId, params }) {
    const { lang, filter } = params;
    const query = journalQuery(clientId, filter);
    const newestFirst = {
      params: () => query.params(),
      go: (options: object) => query.go({ ...options, order: "desc" }),
    };
    for await (const page of allPages(newestFirst, 200))
      yield page.map((record) => {
        const entry = toEntryView(record);
        const who = [entry.actor.firstName, entry.actor.lastName].filter(Boolean).join(" ") || entry.actor.userId;
        return [
          entry.at.slice(0, 19).replace("T", " "),
          journalSectionNames[lang][entry.section as JournalSection],
          journalActionNames[lang][entry.action as JournalAction],
          who,
          entry.actor.superadmin ? yes[lang] : "",
          entry.target?.label ?? entry.target?.id ?? "",
          entry.changes.map((change) => `${change.field}: ${change.before ?? "—"} → ${change.after ?? "—"}`).join("\n"),
          entry.detail ?? "",
        ];
      });
  },
});

/** GET /api/journal/{client_id}/export: the filtered journal as Excel (202); follow GET /api/export/{id}. */
export async function exportJournal(actor: Actor, clientId: string, query: JournalExportQuery): Promise<ExportView> {
  requireJournalReader(actor, clientId);
  tenantOfPath(actor, clientId); // the export is the current company's (a superadmin enters it first)
  const { lang, ...filter } = query;
  journalQuery(clientId, filter); // a bad period is refused now, not in the job
  const period = [filter.from, filter.to].filter(Boolean).join("-");
  return startExport(
    actor,
    "journal",
    { filter, lang } satisfies ExportParams,
    `journal${period ? `-${period}` : ""}.xlsx`,
  );
}
