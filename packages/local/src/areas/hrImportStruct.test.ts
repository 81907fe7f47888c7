import { beforeAll, describe, expect, it } from "vitest";
import type { StructImportReport } from "@intranet/contracts/hrImport";
import type { StructureView } from "@intranet/contracts/structure";
import { csvRows, englishHeader, structHeader } from "@intranet/core/hrImport/test-support";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant } from "../testing/tokens";
import { uploadThroughApi } from "../testing/upload";

const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

const upload = (who: Caller, bytes: Uint8Array, name = "departments.csv") =>
  uploadThroughApi(as, who, { bytes, name, contentType: "text/csv", module: "hr" });

let tenantId: string;
let admin: Member;
let employee: Member;
let headId: string;
let fileId: string;

beforeAll(async () => {
  tenantId = await ensureTestTenant();
  [admin, employee] = await Promise.all([member(tenantId, { role: "admin" }), member(tenantId)]);
  // The head comes from the employees import first: heads are named by personnel number or email.
  const headEmail = `fin.head.${tenantId.toLowerCase()}@hr.example.com`;
  const people = await upload(admin, csvRows([englishHeader.slice(0, 5), ["F-1", "Head", "Finance", "", headEmail]]));
  await ok(as(admin, "POST", "/api/user/load_hrm", { body: { fileId: people, mode: "apply" } }));
  const list = await ok(as(admin, "GET", `/api/user/for_client/${tenantId}?status=all&limit=100`));
  headId = list.items.find((user: { email: string }) => user.email === headEmail)._id;
  fileId = await upload(
    admin,
    csvRows([
      structHeader,
      ["HQ", "Head office", "", "", "Everyone"],
      ["FIN", "Finance", "HQ", "F-1", ""],
      ["ACC", "Accounting", "FIN", "", ""],
      ["BAD", "", "HQ", "", ""],
    ]),
  );
});

describe("POST /api/structure/load_struct", () => {
  it("previews, refuses to apply with a bad row, applies skipping it, and the same file again changes nothing", async () => {
    const load = (body: object) => as(admin, "POST", "/api/structure/load_struct", { body: { fileId, ...body } });
    const preview: StructImportReport = await ok(load({ mode: "preview" }));
    expect(preview).toEqual({
      rows: 4,
      created: 3,
      updated: 0,
      moved: 0,
      unchanged: 0,
      bad: [{ row: 5, reasons: [{ field: "name", code: "structure.name_required" }] }],
      applied: false,
    });
    expectError(await load({ mode: "apply" }), 409, "hrimport.bad_rows");
    const empty: StructureView = await ok(as(admin, "GET", `/api/structure/byClient/${tenantId}`));
    expect(empty.departments).toEqual([]);

    expect(await ok(load({ mode: "apply", skipBadRows: true, client_id: tenantId }))).toMatchObject({
      created: 3,
      applied: true,
    });
    const tree: StructureView = await ok(as(admin, "GET", `/api/structure/byClient/${tenantId}`));
    const named = new Map(tree.departments.map((dept) => [dept.name, dept]));
    expect(named.get("Head office")).toMatchObject({ parent: null, description: "Everyone" });
    expect(named.get("Finance")).toMatchObject({
      parent: named.get("Head office")!._id,
      headUser: headId,
      employees: 1,
    });
    expect(named.get("Accounting")).toMatchObject({ parent: named.get("Finance")!._id });
    expect(tree.heads.map((head) => head._id)).toEqual([headId]);
    expect(await ok(as(admin, "GET", `/api/structure/chiefs/${headId}`))).toMatchObject({
      department: named.get("Finance")!._id,
    });

    expect(await ok(load({ mode: "apply", skipBadRows: true }))).toMatchObject({ created: 0, unchanged: 3 });
    expect((await ok(as(admin, "GET", `/api/structure/byClient/${tenantId}`))).departments).toHaveLength(3);

    // Other structure types are imported on their own.
    expect(await ok(load({ mode: "preview", type: "project" }))).toMatchObject({ created: 3 });
  });

  it("refuses an employee (403), another tenant's file (404), another company's client_id and a wrong type (400)", async () => {
    expectError(
      await as(employee, "POST", "/api/structure/load_struct", { body: { fileId, mode: "preview" } }),
      403,
      "common.no_access",
    );
    const otherAdmin = await member(await ensureTestTenant(), { role: "admin" });
    expectError(
      await as(otherAdmin, "POST", "/api/structure/load_struct", { body: { fileId, mode: "preview" } }),
      404,
      "files.not_found",
    );
    expectError(
      await as(admin, "POST", "/api/structure/load_struct", {
        body: { fileId, mode: "preview", client_id: otherAdmin.tenantId },
      }),
      403,
      "common.no_access",
    );
    expectError(
      await as(admin, "POST", "/api/structure/load_struct", { body: { fileId, mode: "preview", type: "matrix" } }),
      400,
      "common.validation",
    );
  });
});
