import type { Actor } from "@intranet/contracts";
import type { AnalyticsReport, ExportQuery, PeopleRow, ReportQuery } from "@intranet/contracts/analytics";
import type { ExportView } from "@intranet/contracts/exports";
import { registerExporter, startExport } from "../exports";
import { tenantOfPath } from "../platform";
import { adaptationReport } from "./adaptation-report";
import { periodsOf } from "./period";
import { scopeOf } from "./scope";
import { demographyReport, departmentsReport, positionsReport, turnoverReport } from "./people-reports";
import { modulesReport, visitorsReport } from "./usage-reports";

type Lang = "en" | "ru" | "ua";
interface ExportParams {
  report: AnalyticsReport;
  client: string;
  query: ReportQuery;
  lang: Lang;
}
type Cell = string | number | null;

const people = {
  en: ["Headcount", "Average tenure, years", "Hires", "Leavers", "Average headcount", "Turnover, %"],
  ru: ["Численность", "Средний стаж, лет", "Приняты", "Уволены", "Средняя численность", "Текучесть, %"],
  ua: ["Чисельність", "Середній стаж, років", "Прийняті", "Звільнені", "Середня чисельність", "Плинність, %"],
};

const texts: Record<Lang, { sheet: Record<AnalyticsReport, string>; columns: Record<AnalyticsReport, string[]> }> = {
  en: {
    sheet: {
      turnover: "Turnover",
      demography: "Demography",
      positions: "Positions",
      departments: "Departments",
      visitors: "Visitors",
      modules: "Modules",
      adaptations: "Adaptation",
    },
    columns: {
      turnover: [
        "Month",
        "From",
        "To",
        "Headcount at start",
        "Headcount at end",
        "Average headcount",
        "Hires",
        "Leavers",
        "Moved in",
        "Moved out",
        "Turnover, %",
      ],
      demography: ["Group", "Band", "People"],
      positions: ["Position", ...people.en],
      departments: ["Department", ...people.en],
      visitors: ["Date", "Active people", "Sessions", "Minutes"],
      modules: ["Module", "Visits", "Visits in the comparison period"],
      adaptations: ["Measure", "Value"],
    },
  },
  ru: {
    sheet: {
      turnover: "Текучесть",
      demography: "Демография",
      positions: "Должности",
      departments: "Отделы",
      visitors: "Посетители",
      modules: "Модули",
      adaptations: "Адаптация",
    },
    columns: {
      turnover: [
        "Месяц",
        "С",
        "По",
        "Численность на начало",
        "Численность на конец",
        "Средняя численность",
        "Приняты",
        "Уволены",
        "Переведены в",
        "Переведены из",
        "Текучесть, %",
      ],
      demography: ["Группа", "Интервал", "Человек"],
      positions: ["Должность", ...people.ru],
      departments: ["Отдел", ...people.ru],
      visitors: ["Дата", "Активные", "Сессии", "Минуты"],
      modules: ["Модуль", "Посещения", "Посещения в периоде сравнения"],
      adaptations: ["Показатель", "Значение"],
    },
  },
  ua: {
    sheet: {
      turnover: "Плинність",
      demography: "Демографія",
      positions: "Посади",
      departments: "Відділи",
      visitors: "Відвідувачі",
      modules: "Модулі",
      adaptations: "Адаптація",
    },
    columns: {
      turnover: [
        "Місяць",
        "З",
        "По",
        "Чисельність на початок",
        "Чисельність на кінець",
        "Середня чисельність",
        "Прийняті",
        "Звільнені",
        "Переведені до",
        "Переведені з",
        "Плинність, %",
      ],
      demography: ["Група", "Інтервал", "Осіб"],
      positions: ["Посада", ...people.ua],
      departments: ["Відділ", ...people.ua],
      visitors: ["Дата", "Активні", "Сесії", "Хвилини"],
      modules: ["Модуль", "Відвідування", "Відвідування в періоді порівняння"],
      adaptations: ["Показник", "Значення"],
    },
  },
};

const groups: Record<Lang, Record<"gender" | "age" | "tenure", string>> = {
  en: { gender: "Gender", age: "Age", tenure: "Working time" },
  ru: { gender: "Пол", age: "Возраст", tenure: "Стаж" },
  ua: { gender: "Стать", age: "Вік", tenure: "Стаж" },
};
const measures: Record<Lang, Record<"tracks" | "running" | "stopped" | "finished" | "overdueSteps", string>> = {
  en: { tracks: "Tracks", running: "Running", stopped: "Stopped", finished: "Finished", overdueSteps: "Overdue steps" },
  ru: {
    tracks: "Треки",
    running: "Идут",
    stopped: "Остановлены",
    finished: "Завершены",
    overdueSteps: "Просроченные шаги",
  },
  ua: {
    tracks: "Треки",
    running: "Тривають",
    stopped: "Зупинені",
    finished: "Завершені",
    overdueSteps: "Прострочені кроки",
  },
};

const peopleCells = (row: PeopleRow): Cell[] => [
  row.headcount,
  row.averageTenure,
  row.hires,
  row.leavers,
  row.averageHeadcount,
  row.turnover,
];

/** A report's table as rows (the same numbers the screen shows: it is the same call). */
async function rowsOf({ report, client, query, lang }: ExportParams, actor: Actor): Promise<Cell[][]> {
  switch (report) {
    case "turnover":
      return (await turnoverReport(actor, client, query)).months.map((month) => [
        month.month,
        month.from,
        month.to,
        month.headcountStart,
        month.headcountEnd,
        month.averageHeadcount,
        month.hires,
        month.leavers,
        month.movedIn,
        month.movedOut,
        month.turnover,
      ]);
    case "demography": {
      const found = await demographyReport(actor, client, query);
      return (["gender", "age", "tenure"] as const).flatMap((group) =>
        found[group].map((count): Cell[] => [groups[lang][group], count.key, count.count]),
      );
    }
    case "positions":
      return (await positionsReport(actor, client, query)).rows.map((row) => [row.position, ...peopleCells(row)]);
    case "departments": {
      const found = await departmentsReport(actor, client, query);
      return [
        ...found.rows.map((row) => [row.name, ...peopleCells(row)]),
        [found.dept?.name ?? "*", ...peopleCells(found.total)],
      ];
    }
    case "visitors":
      return (await visitorsReport(actor, client, query)).days.map((day) => [
        day.date,
        day.active,
        day.sessions,
        day.minutes,
      ]);
    case "modules":
      return (await modulesReport(actor, client, query)).modules.map((row) => [row.module, row.visits, row.previous]);
    case "adaptations": {
      const found = await adaptationReport(actor, client, query);
      return (["tracks", "running", "stopped", "finished", "overdueSteps"] as const).map((key) => [
        measures[lang][key],
        found[key],
      ]);
    }
  }
}

registerExporter<ExportParams>({
  kind: "analytics",
  sheetName: (params) => texts[params.lang].sheet[params.report],
  columns: (params) =>
    texts[params.lang].columns[params.report].map((header, at) => ({ header, width: at === 0 ? 28 : 16 })),
  async *rows({ actor, params }) {
    yield await rowsOf(params, actor);
  },
});

/** GET /api/analytics/export/{report}/{client}: a report's table as Excel (202); follow GET /api/export/{id}. */
export async function exportReport(
  actor: Actor,
  report: AnalyticsReport,
  client: string,
  query: ExportQuery,
): Promise<ExportView> {
  const { lang = "en", ...filter } = query;
  // Refused now, not in the job: another tenant's path, a bad period, an unknown department.
  periodsOf(filter);
  await scopeOf(tenantOfPath(actor, client), filter.dept);
  const period = [filter.dateFrom, filter.dateTo].filter(Boolean).join("-");
  return startExport(
    actor,
    "analytics",
    { report, client, query: filter, lang } satisfies ExportParams,
    `${report}${period ? `-${period}` : ""}.xlsx`,
  );
}
