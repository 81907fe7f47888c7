import type { Actor } from "@intranet/contracts";
import type { ExportView } from "@intranet/contracts/exports";
import type { ChartExportQuery, ChartQuery } from "@intranet/contracts/vacations";
import { registerExporter, startExport } from "../exports";
import { vacationChart } from "./chart";

type Lang = "en" | "ru" | "ua";
interface ChartExportParams extends ChartQuery {
  lang: Lang;
}

const texts: Record<Lang, { sheet: string; columns: string[]; status: Record<string, string> }> = {
  en: {
    sheet: "Vacations",
    columns: ["Last name", "First name", "Position", "Department", "Start", "End", "Days", "Status"],
    status: { approved: "Approved", pending: "Waiting for approval", declined: "Declined" },
  },
  ru: {
    sheet: "Отпуска",
    columns: ["Фамилия", "Имя", "Должность", "Отдел", "Начало", "Конец", "Дней", "Статус"],
    status: { approved: "Одобрен", pending: "Ждёт одобрения", declined: "Отклонён" },
  },
  ua: {
    sheet: "Відпустки",
    columns: ["Прізвище", "Ім'я", "Посада", "Відділ", "Початок", "Кінець", "Днів", "Статус"],
    status: { approved: "Схвалено", pending: "Чекає схвалення", declined: "Відхилено" },
  },
};

/** The chart as rows: one per absence in the period, by person then start (people without one are left out). */
registerExporter<ChartExportParams>({
  kind: "vacations",
  sheetName: (params) => texts[params.lang].sheet,
  columns: (params) => texts[params.lang].columns.map((header, at) => ({ header, width: at < 4 ? 24 : 12 })),
  async *rows({ actor, params }) {
    const chart = await vacationChart(actor, params);
    const people = new Map(chart.people.map((person) => [person.userId, person]));
    const status = texts[params.lang].status;
    yield chart.vacations
      .map((vacation) => ({ vacation, person: people.get(vacation.userId)! }))
      .sort(
        (a, b) =>
          a.person.lastName.localeCompare(b.person.lastName) || a.vacation.start.localeCompare(b.vacation.start),
      )
      .map(({ vacation, person }) => [
        person.lastName,
        person.firstName,
        person.position,
        person.department,
        vacation.start,
        vacation.end,
        vacation.days,
        status[vacation.status] ?? vacation.status,
      ]);
  },
});

/** GET /api/user/vacations/excel: the chart's export (202); follow GET /api/export/{id}. */
export async function exportChart(actor: Actor, query: ChartExportQuery): Promise<ExportView> {
  const { lang = "en", ...chart } = query;
  return startExport(
    actor,
    "vacations",
    { ...chart, lang } satisfies ChartExportParams,
    `vacations-${chart.from}-${chart.to}.xlsx`,
  );
}
