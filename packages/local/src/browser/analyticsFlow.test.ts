import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { Actor } from "@intranet/contracts";
import { createTrackBodySchema } from "@intranet/contracts/adaptation";
import type {
  AdaptationReport,
  DemographyReport,
  DepartmentsReport,
  ModulesReport,
  PeopleRow,
  PositionsReport,
  TurnoverMonth,
  TurnoverReport,
  VisitorsReport,
} from "@intranet/contracts/analytics";
import { accrueBodySchema, type CoinsAnalytics } from "@intranet/contracts/shop";
import { createTrack } from "@intranet/core/adaptation";
import { rebuildPeopleTallies, writeUsageHistory, type PastSession, type PastVisit } from "@intranet/core/analytics";
import { analyticsCompany, joinDepartment, setRecord } from "@intranet/core/analytics/test-support";
import { accrue } from "@intranet/core/shop";
import { sheetRows } from "../testing/xlsx";
import { employeeAccount } from "./accounts";
import { screenshot } from "./artifacts";
import { hasChromium, missingChromiumMessage } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;
const DAY = 86_400_000;
/** The reports' days are UTC days (the SPA and the server call the same day today). */
const midnight = Math.floor(Date.now() / DAY) * DAY;
const dayAgo = (days: number) => new Date(midnight - days * DAY).toISOString().slice(0, 10);
const today = dayAgo(0);
/** The presets as the filter bar computes them: the last 30 days, and the 12 calendar months up to this one. */
const last30 = { dateFrom: dayAgo(29), dateTo: today };
const last12m = {
  dateFrom: new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 12, 1)).toISOString().slice(0, 10),
  dateTo: today,
};

/** Numbers and months as the English screen writes them. */
const countText = new Intl.NumberFormat("en", { maximumFractionDigits: 0 }).format;
const oneDecimal = new Intl.NumberFormat("en", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percentOf = new Intl.NumberFormat("en", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
const monthOf = new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" });
const decimalText = (value: number | null) => (value === null ? "—" : oneDecimal.format(value));
const percentText = (value: number | null) => (value === null ? "—" : percentOf.format(value / 100));
const monthText = (month: string) => monthOf.format(new Date(`${month}-01T00:00:00Z`));

/** Waits for what the screen shows (as a person would look again), up to the pages' timeout. */
const settles = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/** A KPI card's value on the shown tab. */
const kpi = (page: Page, key: string) => page.locator(`.an-kpi[data-kpi="${key}"] .an-kpi-value`);
const kpiText = (page: Page, key: string) => kpi(page, key).textContent({ timeout: 15_000 });

/** A table's body as its rows' cells (header cell first), as a person reads them. */
async function tableRows(table: Locator): Promise<string[][]> {
  const rows = await table.locator("tbody tr").all();
  return Promise.all(
    rows.map(async (row) => (await row.locator("th, td").allTextContents()).map((text) => text.trim())),
  );
}

/** The turnover "By month" rows as the screen writes them. */
const turnoverRows = (months: TurnoverMonth[]) =>
  months.map((month) => [
    monthText(month.month),
    countText(month.headcountStart),
    countText(month.headcountEnd),
    decimalText(month.averageHeadcount),
    countText(month.hires),
    countText(month.leavers),
    countText(month.movedIn),
    countText(month.movedOut),
    percentText(month.turnover),
  ]);

/** A positions or departments row's figures (after its name) as the screen writes them. */
const peopleCells = (row: PeopleRow) => [
  countText(row.headcount),
  decimalText(row.averageTenure),
  countText(row.hires),
  countText(row.leavers),
  decimalText(row.averageHeadcount),
  percentText(row.turnover),
];

/**
 * Issue 38's flow: the admin opens each analytics tab, changes the period and a department,
 * exports a table and the file holds the same numbers; an employee without the right has no
 * Analytics entry and /analytics refuses them. Every expected figure is the API's answer to the
 * same query, asked with the admin's own token.
 */
describe.skipIf(skipReason)("analytics in a real browser", () => {
  const suite = browserSuite();

  it(
    "the admin reads every tab, changes the period and the department, exports turnover; an employee is refused",
    { timeout: 240_000 },
    async () => {
      // The company: its root > Sales > East (as the shared fixture names them), people with a history written as HR data, then counted.
      const c = await analyticsCompany();
      const tenant = c.tenantId;
      const person = (firstName: string, position: string, record: Parameters<typeof c.person>[1]) =>
        c.person({ firstName, position }, record);
      const [admin, employee, ann, ben, cid, dan, eve] = await Promise.all([
        employeeAccount(["shop"], {
          clientId: tenant,
          roles: ["admin", "employee"],
          firstName: "Ada",
          lastName: "Admin",
        }),
        employeeAccount(["shop", "wall"], { clientId: tenant, firstName: "Eli", lastName: "Emp" }),
        person("Ann", "Engineer", { workingSince: dayAgo(1100), gender: "woman", birthDate: "1990-03-20" }),
        person("Ben", "Engineer", { workingSince: dayAgo(700), gender: "man", birthDate: "1996-07-01" }),
        person("Cid", "Seller", { workingSince: dayAgo(500), gender: "man" }),
        person("Dan", "Seller", { workingSince: dayAgo(300), gender: "man", birthDate: "1999-01-10" }),
        person("Eve", "Analyst", { workingSince: dayAgo(10), gender: "woman", birthDate: "2001-05-05" }),
        person("Fay", "Seller", { workingSince: dayAgo(2000), gender: "woman" }),
      ]);
      await joinDepartment(c, c.salesId, [ann, cid, eve]);
      await joinDepartment(c, c.eastId, [ben, dan]);
      // Cid left 120 days ago; Dan leaves today (this month, within the last 30 days).
      await setRecord(tenant, cid, { status: "fired", firedAt: `${dayAgo(120)}T17:00:00.000Z` });
      await setRecord(tenant, dan, { status: "fired", firedAt: `${today}T00:00:00.000Z` });
      await suite.runtime.bus.drain();
      // People written straight to the table sent no event: the rebuild (the nightly job's work) counts them.
      await rebuildPeopleTallies(tenant);
      // The last 40 days of usage: Ann daily, Ben every third day, Eve since she came.
      const sessions: PastSession[] = [];
      const visits: PastVisit[] = [];
      for (let ago = 40; ago >= 1; ago--) {
        const start = midnight - ago * DAY + 9 * 3_600_000;
        for (const [userId, every, modules] of [
          [ann, 1, ["calendar", "shop"]],
          [ben, 3, ["calendar", "wall"]],
          [eve, ago <= 9 ? 1 : 0, ["calendar"]],
        ] as const) {
          if (!every || ago % every) continue;
          sessions.push({ userId, start, end: start + 25 * 60_000 });
          modules.forEach((module, at) => visits.push({ userId, module, at: start + (at + 1) * 60_000 }));
        }
      }
      await writeUsageHistory(tenant, sessions, visits);
      const adminActor: Actor = {
        userId: admin.userId,
        tenantId: tenant,
        homeTenantId: tenant,
        roles: ["admin", "employee"],
        rights: ["shop"],
      };
      await Promise.all([
        accrue(adminActor, accrueBodySchema.parse({ user: ann, amount: 40, comment: "Launch" })),
        accrue(adminActor, accrueBodySchema.parse({ user: eve, amount: 15, comment: "Welcome" })),
        createTrack(adminActor, tenant, createTrackBodySchema.parse({ name: "Welcome aboard", hrIds: [admin.userId] })),
      ]);
      const url = suite.runtime.gateway.url;

      // The admin signs in and opens Analytics from the menu (no reload: the visit stays one session).
      const page = await signedInPage(suite.browser, url, admin);
      page.setDefaultTimeout(15_000);
      try {
        const token = (await page.evaluate(`localStorage.getItem("token")`)) as string;
        expect(token).toBeTruthy();
        const api = async <T>(path: string, query: Record<string, string> = {}): Promise<T> => {
          const response = await fetch(`${url}${path}?${new URLSearchParams(query)}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(response.status, path).toBe(200);
          return (await response.json()) as T;
        };
        const report = <T>(name: string, query: Record<string, string> = {}) =>
          api<T>(`/api/analytics/${name}/${tenant}`, query);
        const tab = (name: string) => page.getByRole("tab", { name, exact: true });
        /** Opens a tab as a person does: clicks it and sees it selected. */
        const openTab = async (name: string) => {
          await tab(name).click();
          await page.getByRole("tab", { name, exact: true, selected: true }).waitFor();
        };
        const address = () => Object.fromEntries(new URL(page.url()).searchParams);

        await page
          .getByRole("navigation", { name: "Main menu" })
          .getByRole("menuitem", { name: "Analytics", exact: true })
          .click();
        await page.waitForURL((where) => where.pathname === "/analytics");
        await page.getByRole("heading", { name: "Analytics", level: 1 }).waitFor();
        expect(await page.getByRole("tab").allTextContents()).toEqual([
          "Turnover",
          "Adaptation",
          "Demography",
          "Positions",
          "Departments",
          "Visitors",
          "Coin movement",
          "Modules",
        ]);
        // Turnover over the default period (the last 12 months): the key figures and every month.
        const turnover12 = await report<TurnoverReport>("turnover", last12m);
        expect(turnover12.totals.leavers).toBe(2); // Cid 120 days ago, Dan today
        await settles(() => kpiText(page, "leavers")).toBe(countText(turnover12.totals.leavers));
        expect(await kpiText(page, "headcount")).toBe(countText(turnover12.totals.headcountEnd));
        expect(await kpiText(page, "hires")).toBe(countText(turnover12.totals.hires));
        expect(await kpiText(page, "turnover")).toBe(percentText(turnover12.totals.turnover));
        const byMonth = page.getByRole("region", { name: "By month" });
        await settles(() => tableRows(byMonth)).toEqual(turnoverRows(turnover12.months));
        expect(turnover12.months).toHaveLength(12);
        await screenshot(page, "analytics-turnover", "desktop");
        // Adaptation: the company's track.
        await openTab("Adaptation");
        expect(address()).toEqual({ tab: "adaptation" });
        const adaptation = await report<AdaptationReport>("adaptations", last12m);
        expect(adaptation).toMatchObject({ available: true, tracks: 1 });
        await settles(() => kpiText(page, "tracks")).toBe(countText(adaptation.tracks));
        // Demography: today's people (a snapshot: the period is off).
        await openTab("Demography");
        const demography = await report<DemographyReport>("demography");
        await settles(() => kpiText(page, "headcount")).toBe(countText(demography.headcount));
        expect(await kpiText(page, "age")).toBe(decimalText(demography.averageAge));
        expect(await kpiText(page, "tenure")).toBe(decimalText(demography.averageTenure));
        expect(await page.getByLabel("Period", { exact: true }).isDisabled()).toBe(true);
        // Positions: every position, largest first.
        await openTab("Positions");
        const positions = await report<PositionsReport>("positions", last12m);
        const byHeadcount = [...positions.rows].sort((a, b) => b.headcount - a.headcount);
        await settles(() => tableRows(page.getByRole("region", { name: "All positions" }))).toEqual(
          byHeadcount.map((row) => [row.position || "No position", ...peopleCells(row)]),
        );
        expect(byHeadcount.find((row) => row.position === "Seller")).toMatchObject({ leavers: 2 });
        // Departments: the top one (below the company's root) opens the ones inside; the path leads back.
        await openTab("Departments");
        const departmentsTable = page.getByRole("region", { name: "Departments", exact: true });
        const top = await report<DepartmentsReport>("departments", last12m);
        const inSales12 = await report<DepartmentsReport>("departments", { ...last12m, dept: c.salesId });
        // The departments' names as the structure has them (the shared fixture names them).
        const salesName = inSales12.dept!.name;
        const eastName = inSales12.rows[0]!.name;
        expect(inSales12.rows.map((row) => row.deptId)).toEqual([c.eastId]);
        expect(top.rows.map((row) => row.name)).toEqual([salesName]);
        const drillName = (row: DepartmentsReport["rows"][number]) =>
          row.hasChildren ? `${row.name}: open the departments inside` : row.name;
        await settles(() => tableRows(departmentsTable)).toEqual(
          top.rows.map((row) => [drillName(row), ...peopleCells(row)]),
        );
        await settles(() => kpiText(page, "headcount")).toBe(countText(top.total.headcount));
        await departmentsTable.getByRole("button", { name: salesName }).click();
        await settles(address).toEqual({ tab: "departments", dept: c.salesId });
        await settles(() => tableRows(departmentsTable)).toEqual(
          inSales12.rows.map((row) => [drillName(row), ...peopleCells(row)]),
        );
        await settles(() => kpiText(page, "headcount")).toBe(countText(inSales12.total.headcount));
        const path = page.getByRole("navigation", { name: "Departments path" });
        await path.getByText(salesName, { exact: true }).waitFor();
        await screenshot(page, "analytics-departments", "desktop");
        await path.getByRole("button", { name: "Whole company" }).click();
        await settles(address).toEqual({ tab: "departments" });
        await path.waitFor({ state: "detached" });
        // Visitors: the sessions written for the last 40 days.
        await openTab("Visitors");
        const visitors = await report<VisitorsReport>("visitors", last12m);
        expect(visitors.totals.sessions).toBe(sessions.length);
        await settles(() => kpiText(page, "sessions")).toBe(countText(visitors.totals.sessions));
        expect(await kpiText(page, "peak")).toBe(countText(visitors.totals.peakDaily));
        expect(await kpiText(page, "daily")).toBe(decimalText(visitors.totals.averageDaily));
        // Coin movement: the shop's coins issued today.
        await openTab("Coin movement");
        // Its first read of a period sums each day's ledger once (seconds here): the page asks first.
        await kpi(page, "issued").waitFor({ timeout: 30_000 });
        const coins = await api<CoinsAnalytics>(`/api/analytics/coins/${tenant}`, last12m);
        expect(coins.issued).toBe(55);
        await settles(() => kpiText(page, "issued")).toBe(countText(coins.issued));
        // Modules: visits by module (as a table) and by department. The admin's own visit to the
        // wall (reported on leaving it for Analytics) counts too: the rows compared leave it out (the
        // admin is in no department).
        await openTab("Modules");
        const modules = await report<ModulesReport>("modules", last12m);
        const calendar = modules.modules.find((row) => row.module === "calendar")!;
        expect(calendar.visits).toBe(visits.filter((visit) => visit.module === "calendar").length);
        await settles(() => kpiText(page, "used")).toBe(countText(modules.modules.filter((m) => m.visits).length));
        const byModule = page.getByRole("region", { name: "Visits by module" }).first();
        await byModule.getByRole("radio", { name: "Table" }).click();
        const calendarRow = (await tableRows(byModule)).find((row) => row[0] === "Calendar");
        expect(calendarRow?.slice(1, 3)).toEqual([countText(calendar.visits), countText(calendar.previous)]);
        const byDepartment = page.getByRole("region", { name: "Visits by department and module" });
        const headers = (await byDepartment.locator("thead th").allTextContents()).map((text) => text.trim());
        const [salesRow] = await tableRows(byDepartment);
        const names: Record<string, string> = { calendar: "Calendar", shop: "Shop", wall: "Company wall" };
        const sales = modules.departments.find((dept) => dept.deptId === c.salesId)!;
        expect(salesRow![0]).toBe(salesName);
        expect(Object.fromEntries(headers.slice(1).map((header, at) => [header, salesRow![at + 1]]))).toMatchObject({
          Visits: countText(sales.total),
          ...Object.fromEntries(Object.entries(sales.visits).map(([key, n]) => [names[key] ?? key, countText(n!)])),
        });
        await screenshot(page, "analytics-modules", "desktop");
        // The period: the last 30 days in the address, and the numbers of those days.
        await openTab("Turnover");
        expect(address()).toEqual({});
        const period = page.getByLabel("Period", { exact: true });
        await period.selectOption({ label: "Last 30 days" });
        await settles(address).toEqual({ period: "30d" });
        const turnover30 = await report<TurnoverReport>("turnover", last30);
        expect(turnover30.totals.leavers).toBe(1); // Dan only
        await settles(() => kpiText(page, "leavers")).toBe(countText(turnover30.totals.leavers));
        expect(await kpiText(page, "hires")).toBe(countText(turnover30.totals.hires));
        expect(await kpiText(page, "turnover")).toBe(percentText(turnover30.totals.turnover));
        await settles(() => tableRows(byMonth)).toEqual(turnoverRows(turnover30.months));
        // A department: Sales (East below it counts in it); the departments tab shows the ones inside.
        await page.getByLabel("Department", { exact: true }).selectOption({ label: salesName });
        await settles(address).toEqual({ period: "30d", dept: c.salesId });
        const sales30 = await report<TurnoverReport>("turnover", { ...last30, dept: c.salesId });
        expect(sales30.dept).toEqual({ deptId: c.salesId, name: salesName });
        // The line above the figures names the department.
        await settles(async () => (await page.locator(".an-frame").textContent())?.endsWith(` · ${salesName}`)).toBe(
          true,
        );
        await settles(() => kpiText(page, "headcount")).toBe(countText(sales30.totals.headcountEnd));
        expect(await kpiText(page, "leavers")).toBe(countText(sales30.totals.leavers));
        await openTab("Departments");
        const inSales = await report<DepartmentsReport>("departments", { ...last30, dept: c.salesId });
        expect(inSales.rows.map((row) => row.name)).toEqual([eastName]);
        await settles(() => tableRows(departmentsTable)).toEqual(
          inSales.rows.map((row) => [drillName(row), ...peopleCells(row)]),
        );
        await settles(() => kpiText(page, "headcount")).toBe(countText(inSales.total.headcount));
        // Back to the last 12 months (the default leaves the address), Sales kept.
        await openTab("Turnover");
        await period.selectOption({ label: "Last 12 months" });
        await settles(address).toEqual({ dept: c.salesId });
        const sales12 = await report<TurnoverReport>("turnover", { ...last12m, dept: c.salesId });
        expect(sales12.totals.leavers).toBe(2);
        await settles(() => kpiText(page, "leavers")).toBe(countText(sales12.totals.leavers));
        await settles(() => tableRows(byMonth)).toEqual(turnoverRows(sales12.months));
        await screenshot(page, "analytics-turnover-sales", "desktop");
        // The export: the same filters; the workbook's rows are the months on screen.
        await page.getByRole("button", { name: "Export to Excel" }).click();
        const dialog = page.getByRole("dialog", { name: "Export to Excel" });
        const download = dialog.getByRole("link", { name: "Download" });
        await download.waitFor({ timeout: 30_000 });
        const href = await download.getAttribute("href");
        const rows = await sheetRows(new URL(href!, page.url()).toString());
        expect(rows[0]).toEqual([
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
        ]);
        expect(rows.slice(1)).toEqual(
          sales12.months.map((month) => [
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
          ]),
        );
        // The file's numbers, written as the screen writes them, are the screen's table.
        const asShown = rows.slice(1).map((cells) => {
          const [month, , , start, end, average, hires, leavers, movedIn, movedOut, rate] = cells as [
            string,
            string,
            string,
            ...Array<number | null>,
          ];
          return [
            monthText(month),
            ...[start, end].map((n) => countText(n!)),
            decimalText(average!),
            ...[hires, leavers, movedIn, movedOut].map((n) => countText(n!)),
            percentText(rate ?? null),
          ];
        });
        expect(await tableRows(byMonth)).toEqual(asShown);
        await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
        await dialog.waitFor({ state: "detached" });
      } catch (error) {
        await screenshot(page, "analytics-flow-failure", "desktop").catch(() => undefined);
        throw error;
      } finally {
        await page.close();
      }
      // An employee without the right: no Analytics in the menu, and /analytics is refused.
      const employeePage = await signedInPage(suite.browser, url, employee);
      employeePage.setDefaultTimeout(15_000);
      try {
        const menu = employeePage.getByRole("navigation", { name: "Main menu" });
        await menu.getByRole("menuitem", { name: "Shop" }).waitFor();
        expect(await menu.getByRole("menuitem", { name: "Analytics", exact: true }).count()).toBe(0);
        await employeePage.goto(`${url}/analytics`);
        await employeePage.getByRole("heading", { name: "Access blocked" }).waitFor();
        expect(await employeePage.getByRole("tab", { name: "Turnover" }).count()).toBe(0);
        expect(await employeePage.locator(".an-kpi").count()).toBe(0);
        const token = (await employeePage.evaluate(`localStorage.getItem("token")`)) as string;
        const refused = await fetch(`${url}/api/analytics/turnover/${tenant}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(refused.status).toBe(403);
      } catch (error) {
        await screenshot(employeePage, "analytics-flow-failure-employee", "desktop").catch(() => undefined);
        throw error;
      } finally {
        await employeePage.close();
      }
    },
  );
});
