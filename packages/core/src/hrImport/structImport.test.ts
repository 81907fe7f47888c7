import { beforeAll, describe, expect, it } from "vitest";
import type { StructImportReport } from "@intranet/contracts/hrImport";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import * as z from "zod/mini";
import { db } from "../db";
import { tenantWithQuota } from "../files/testing";
import { captureEvents } from "../testing/capture";
import {
  addDeptUsers,
  chiefsOf,
  createDepartment,
  deptUsers,
  getStructure,
  structureSnapshot,
  type StructureSnapshot,
} from "../structure";
import { findUser } from "../users";
import { member, refusal, type Member } from "../users/test-support";
import { loadHrm } from "./load";
import { loadStruct } from "./load-struct";
import { csvRows, englishHeader, structHeader, uploadFile, xlsxOf } from "./test-support";

const events = captureEvents();
const structureEvents = () => events.filter((event) => event.type === "structure.changed");

/** A tenant with an admin and two people imported with personnel numbers (heads by number or email). */
async function company() {
  const tenantId = await tenantWithQuota(100 * 1024 * 1024);
  const admin = await member(tenantId, { role: "admin" });
  const mail = (n: number) => `head${n}.${tenantId.toLowerCase()}@struct.example.com`;
  const people = await uploadFile(
    admin.actor,
    await xlsxOf([
      englishHeader,
      ["H-1", "Head", "One", "", mail(1)],
      ["H-2", "Head", "Two", "", mail(2)],
      ["H-3", "Head", "Three", "", mail(3)],
    ]),
  );
  await loadHrm(admin.actor, { fileId: people, mode: "apply", skipBadRows: false });
  const { data: users } = await db().entities.user.query.byTenant({ clientId: tenantId }).go({ pages: "all" });
  const idOf = (email: string) => users.find((user) => user.email === email)!.userId;
  return { tenantId, admin, mail, head1: idOf(mail(1)), head2: idOf(mail(2)), head3: idOf(mail(3)) };
}

type Company = Awaited<ReturnType<typeof company>>;

const load = async (
  c: Pick<Company, "admin">,
  rows: string[][],
  mode: "preview" | "apply",
  options: { skipBadRows?: boolean; type?: "administrative" | "project"; header?: string[] } = {},
): Promise<StructImportReport> => {
  const fileId = await uploadFile(c.admin.actor, csvRows([options.header ?? structHeader, ...rows]));
  return loadStruct(c.admin.actor, {
    fileId,
    mode,
    skipBadRows: options.skipBadRows ?? false,
    type: options.type ?? "administrative",
  });
};

/** The tree as names: each department's name and its parent's name. */
function shapeOf(snapshot: StructureSnapshot): Record<string, string | null> {
  const name = (deptId: string | null) => (deptId ? snapshot.departments.get(deptId)!.name : null);
  return Object.fromEntries([...snapshot.departments.values()].map((dept) => [dept.name, name(dept.parentId)]));
}

const byName = (snapshot: StructureSnapshot, name: string) =>
  [...snapshot.departments.values()].find((dept) => dept.name === name)!;

describe("the departments import into an empty structure", () => {
  let c: Company;
  const file = () => [
    ["100", "Sales", "", c.mail(1), "Selling things"],
    ["110", "Sales East", "100", "H-2", ""],
    ["120", "Sales West", "Sales", "", ""],
    ["200", "Engineering", "", "", ""],
    ["210", "Platform", "200", "", "Servers"],
  ];

  beforeAll(async () => {
    c = await company();
  });

  it("previews what it would create and writes nothing", async () => {
    const report = await load(c, file(), "preview");
    expect(report).toEqual({ rows: 5, created: 5, updated: 0, moved: 0, unchanged: 0, bad: [], applied: false });
    expect((await structureSnapshot(c.tenantId, "administrative")).rootId).toBeNull();
  });

  it("creates a top department named after the company, parents before children, and places the heads", async () => {
    const before = structureEvents().length;
    const report = await load(c, file(), "apply");
    expect(report).toMatchObject({ rows: 5, created: 5, bad: [], applied: true });
    const tree = await structureSnapshot(c.tenantId, "administrative");
    expect(shapeOf(tree)).toEqual({
      [`Tenant ${c.tenantId}`]: null,
      Sales: `Tenant ${c.tenantId}`,
      "Sales East": "Sales",
      "Sales West": "Sales",
      Engineering: `Tenant ${c.tenantId}`,
      Platform: "Engineering",
    });
    expect(byName(tree, "Platform").description).toBe("Servers");
    const sales = byName(tree, "Sales");
    const east = byName(tree, "Sales East");
    expect(sales.headUserId).toBe(c.head1);
    expect(east.headUserId).toBe(c.head2);
    // The head is one of the department's employees, as the structure's own routes make them.
    expect((await deptUsers(c.admin.actor, east.deptId)).users.map((user) => user._id)).toEqual([c.head2]);
    expect(await chiefsOf(c.tenantId, c.head2)).toMatchObject({
      department: east.deptId,
      chiefs: [{ userId: c.head1 }],
    });
    expect(structureEvents().length).toBeGreaterThan(before);
  });

  it("changes nothing when the same file comes again", async () => {
    const before = await structureSnapshot(c.tenantId, "administrative");
    const published = structureEvents().length;
    const report = await load(c, file(), "apply");
    expect(report).toMatchObject({ created: 0, updated: 0, moved: 0, unchanged: 5, bad: [] });
    expect(await structureSnapshot(c.tenantId, "administrative")).toEqual(before);
    expect(structureEvents()).toHaveLength(published);
  });

  it("moves, renames and re-heads departments found by their code; leaves departments the file omits", async () => {
    const report = await load(
      c,
      [
        ["100", "Sales", "", c.mail(1), "Selling things"],
        ["110", "Sales East", "200", "H-3", ""],
        ["210", "Platform team", "200", "", ""],
      ],
      "apply",
    );
    expect(report).toMatchObject({ created: 0, updated: 1, moved: 1, unchanged: 1, bad: [] });
    const tree = await structureSnapshot(c.tenantId, "administrative");
    expect(shapeOf(tree)).toMatchObject({
      "Sales East": "Engineering",
      "Platform team": "Engineering",
      "Sales West": "Sales",
    });
    expect(byName(tree, "Sales East").headUserId).toBe(c.head3);
    expect(byName(tree, "Platform team").description).toBe("Servers"); // an empty cell changes nothing
  });

  it("refuses a parent that would put a department under its own descendant, and what hangs on it", async () => {
    const rows = [
      ["100", "Sales", "120", "", ""],
      ["130", "Sales North", "100", "", ""],
      ["300", "Legal", "", "", ""],
    ];
    const before = await structureSnapshot(c.tenantId, "administrative");
    const report = await load(c, rows, "preview");
    expect(report.bad).toEqual([
      { row: 2, reasons: [{ field: "parentCode", code: "structure.move_into_child" }] },
      { row: 3, reasons: [{ field: "parentCode", code: "hrimport.parent_bad" }] },
    ]);
    expect(report).toMatchObject({ created: 1, moved: 0 });
    expect(await refusal(() => load(c, rows, "apply"))).toBe("hrimport.bad_rows");
    expect(await structureSnapshot(c.tenantId, "administrative")).toEqual(before);
    expect(await load(c, rows, "apply", { skipBadRows: true })).toMatchObject({ created: 1, applied: true });
    expect(shapeOf(await structureSnapshot(c.tenantId, "administrative"))).toMatchObject({
      Legal: `Tenant ${c.tenantId}`,
      Sales: `Tenant ${c.tenantId}`,
    });
  });

  it("lets a file swap a parent and child when the child moves out first", async () => {
    // Engineering > Platform team now; the file puts Engineering under Platform team, Platform team on top.
    const report = await load(
      c,
      [
        ["200", "Engineering", "210", "", ""],
        ["210", "Platform team", "", "", ""],
      ],
      "apply",
    );
    expect(report).toMatchObject({ moved: 2, bad: [] });
    expect(shapeOf(await structureSnapshot(c.tenantId, "administrative"))).toMatchObject({
      "Platform team": `Tenant ${c.tenantId}`,
      Engineering: "Platform team",
      "Sales East": "Engineering",
    });
  });
});

describe("bad rows of a departments file", () => {
  let c: Company;
  beforeAll(async () => {
    c = await company();
  });

  it("lists every bad row with its reasons, refuses to apply, and applies the good ones when told to skip", async () => {
    const rows = [
      ["1", "Head office", "", "H-1", ""], // 2: good, the root
      ["2", "", "1", "", ""], // 3: no name
      ["3", "Twin A", "1", "", ""], // 4: duplicate code
      ["3", "Twin B", "1", "", ""], // 5: duplicate code
      ["4", "Orphan", "999", "", ""], // 6: unknown parent
      ["5", "Loop A", "6", "", ""], // 7: loop
      ["6", "Loop B", "5", "", ""], // 8: loop
      ["7", "Under loop", "5", "", ""], // 9: parent bad
      ["8", "Nobody heads", "1", "nobody@struct.example.com", ""], // 10: unknown head
      ["9", "Under twin", "3", "", ""], // 11: parent's code is repeated
      ["10", "Fine", "1", "H-2", ""], // 12: good
      ["11", "Fine child", "10", "", ""], // 13: good
      ["12", "Self", "12", "", ""], // 14: its own parent
    ];
    const report = await load(c, rows, "preview");
    expect(report).toMatchObject({ rows: 13, created: 3, updated: 0, moved: 0, unchanged: 0, applied: false });
    expect(report.bad).toEqual([
      { row: 3, reasons: [{ field: "name", code: "structure.name_required" }] },
      { row: 4, reasons: [{ field: "code", code: "hrimport.duplicate_in_file" }] },
      { row: 5, reasons: [{ field: "code", code: "hrimport.duplicate_in_file" }] },
      { row: 6, reasons: [{ field: "parentCode", code: "hrimport.parent_unknown" }] },
      { row: 7, reasons: [{ field: "parentCode", code: "hrimport.parent_cycle" }] },
      { row: 8, reasons: [{ field: "parentCode", code: "hrimport.parent_cycle" }] },
      { row: 9, reasons: [{ field: "parentCode", code: "hrimport.parent_bad" }] },
      { row: 10, reasons: [{ field: "head", code: "hrimport.head_unknown" }] },
      { row: 11, reasons: [{ field: "parentCode", code: "hrimport.parent_bad" }] },
      { row: 14, reasons: [{ field: "parentCode", code: "hrimport.parent_cycle" }] },
    ]);
    expect(await refusal(() => load(c, rows, "apply"))).toBe("hrimport.bad_rows");
    expect((await structureSnapshot(c.tenantId, "administrative")).rootId).toBeNull();

    const applied = await load(c, rows, "apply", { skipBadRows: true });
    expect(applied).toMatchObject({ created: 3, applied: true });
    expect(applied.bad.map((bad) => bad.row)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 14]);
    const tree = await structureSnapshot(c.tenantId, "administrative");
    // The only top-level row of an empty structure is its top department.
    expect(shapeOf(tree)).toEqual({ "Head office": null, Fine: "Head office", "Fine child": "Fine" });
    expect(byName(tree, "Head office").headUserId).toBe(c.head1);
  });

  it("refuses one head for two departments of the administrative structure, and a fired head", async () => {
    const rows = [
      ["20", "Twice A", "1", "H-3", ""],
      ["21", "Twice B", "1", c.mail(3), ""],
    ];
    expect((await load(c, rows, "preview")).bad).toEqual([
      { row: 2, reasons: [{ field: "head", code: "hrimport.duplicate_in_file" }] },
      { row: 3, reasons: [{ field: "head", code: "hrimport.duplicate_in_file" }] },
    ]);
    // Other structure types let one person be in several departments.
    const project = await load(
      c,
      [["P", "Projects", "", "", ""], ...rows.map(([code, name, , head]) => [code!, name!, "P", head!, ""])],
      "preview",
      { type: "project" },
    );
    expect(project).toMatchObject({ created: 3, bad: [] });
  });

  it("is for admins of the tenant, reading only the tenant's HR files", async () => {
    const fileId = await uploadFile(c.admin.actor, csvRows([structHeader, ["1", "X", "", "", ""]]));
    const employee: Member = await member(c.tenantId);
    const body = { fileId, mode: "preview" as const, skipBadRows: false, type: "administrative" as const };
    expect(await refusal(() => loadStruct(employee.actor, body))).toBe("common.no_access");
    expect(await refusal(() => loadStruct(c.admin.actor, { ...body, client_id: "someone-else" }))).toBe(
      "common.no_access",
    );
    const stranger = await member(await tenantWithQuota(), { role: "admin" });
    expect(await refusal(() => loadStruct(stranger.actor, body))).toBe("files.not_found");
    const missing = await uploadFile(
      c.admin.actor,
      csvRows([
        ["Code", "Parent code"],
        ["1", ""],
      ]),
    );
    expect(await refusal(() => loadStruct(c.admin.actor, { ...body, fileId: missing }))).toBe(
      "hrimport.columns_missing",
    );
  });
});

describe("a first import over a structure built by hand", () => {
  it("finds departments by name under the same parent, then by the codes it stored", async () => {
    const c = await company();
    const make = (input: z.input<typeof createDepartmentBodySchema>) =>
      createDepartment(c.admin.actor, z.parse(createDepartmentBodySchema, input));
    const root = await make({ name: "Acme" });
    const sales = await make({ name: "Sales", parent: root._id });
    const east = await make({ name: "East", parent: sales._id });
    await make({ name: "East", parent: root._id }); // the same name elsewhere is another department
    await addDeptUsers(c.admin.actor, { dept_id: east._id, users: [c.head2] });

    // Russian headers, as a 1C "Подразделения" list is saved.
    const header = ["Код", "Наименование", "Родитель", "Руководитель", "Описание"];
    const rows = [
      ["A", "Acme", "", "", ""],
      ["S", "sales", "A", "", ""],
      ["E", "East", "S", "", ""],
      ["N", "North", "Sales", "", ""],
    ];
    const report = await load(c, rows, "apply", { header });
    expect(report).toMatchObject({ created: 1, updated: 1, moved: 0, unchanged: 2, bad: [] });
    const tree = await structureSnapshot(c.tenantId, "administrative");
    expect(tree.departments.size).toBe(5);
    expect(tree.departments.get(sales._id)!.name).toBe("sales"); // the HR system's spelling wins
    expect(byName(tree, "North").parentId).toBe(sales._id);

    // Renamed in the HR system: found by its code, not created again. A parent may be named by an
    // existing department's name too.
    const renamed = await load(
      c,
      [
        ["E", "East region", "S", "", ""],
        ["Q", "Quality", "Acme", "", ""],
      ],
      "apply",
      { header },
    );
    expect(renamed).toMatchObject({ created: 1, updated: 1, bad: [] });
    expect(byName(await structureSnapshot(c.tenantId, "administrative"), "Quality").parentId).toBe(root._id);
    expect((await structureSnapshot(c.tenantId, "administrative")).departments.get(east._id)!.name).toBe("East region");
    const people = await deptUsers(c.admin.actor, east._id);
    expect(people.users.map((user) => user._id)).toEqual([c.head2]); // its people stay
  });
});

describe("a large file", () => {
  it("creates 300 departments in one apply, and the same file again changes nothing", async () => {
    const c = await company();
    const rows: string[][] = [["0", "Company", "", "H-1", ""]];
    for (let n = 1; n <= 299; n++) rows.push([String(n), `Department ${n}`, String(Math.floor((n - 1) / 3)), "", ""]);
    const started = Date.now();
    const report = await load(c, rows, "apply");
    console.log(`structure import: 300 departments created in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(report).toMatchObject({ rows: 300, created: 300, bad: [] });
    const view = await getStructure(c.admin.actor, c.tenantId, "administrative");
    expect(view.departments).toHaveLength(300);
    const again = await load(c, rows, "apply");
    expect(again).toMatchObject({ created: 0, updated: 0, moved: 0, unchanged: 300 });
    expect((await findUser(c.tenantId, c.head1))!.status).toBe("active");
  }, 120_000);
});
