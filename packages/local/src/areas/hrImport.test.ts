import { beforeAll, describe, expect, it } from "vitest";
import type { HrImportReport } from "@intranet/contracts/hrImport";
import { englishHeader, xlsxOf } from "@intranet/core/hrImport/test-support";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant } from "../testing/tokens";
import { uploadThroughApi } from "../testing/upload";

const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

const upload = (who: Caller, bytes: Uint8Array, name = "employees.xlsx") =>
  uploadThroughApi(as, who, {
    bytes,
    name,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    module: "hr",
  });

const row = (n: number, position = "Analyst") => [
  `N${n}`,
  `Фамилия${n}`,
  `Имя${n}`,
  "",
  `http${n}@hr.example.com`,
  "",
  position,
];

let tenantId: string;
let admin: Member;
let employee: Member;
let fileId: string;

beforeAll(async () => {
  tenantId = await ensureTestTenant();
  [admin, employee] = await Promise.all([member(tenantId, { role: "admin" }), member(tenantId)]);
  fileId = await upload(admin, await xlsxOf([englishHeader, row(1), row(2), ["N3", "", "NoLast"], row(4)]));
});

describe("POST /api/user/load_hrm", () => {
  it("previews, refuses to apply with a bad row, applies skipping it, and the same file again changes nothing", async () => {
    const load = (body: object) => as(admin, "POST", "/api/user/load_hrm", { body: { fileId, ...body } });
    const preview: HrImportReport = await ok(load({ mode: "preview" }));
    expect(preview).toEqual({
      rows: 4,
      created: 3,
      updated: 0,
      unchanged: 0,
      bad: [{ row: 4, reasons: [{ field: "lastName", code: "common.empty_fields" }] }],
      applied: false,
    });
    expectError(await load({ mode: "apply" }), 409, "hrimport.bad_rows");
    expect(await ok(load({ mode: "apply", skipBadRows: true }))).toMatchObject({ created: 3, applied: true });
    expect(await ok(load({ mode: "apply", skipBadRows: true }))).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 3,
    });

    const people = await ok(as(admin, "GET", `/api/user/for_client/${tenantId}?status=all&limit=100`));
    const imported = people.items.find((user: { email: string }) => user.email === "http2@hr.example.com");
    expect(imported).toMatchObject({ firstName: "Имя2", lastName: "Фамилия2", position: "Analyst" });

    await ok(as(admin, "PUT", `/api/user/${imported._id}`, { body: { position: "Clown" } }));
    expect(await ok(as(admin, "POST", "/api/user/reset_to_hrm", { body: { user_id: imported._id } }))).toEqual({
      user_id: imported._id,
      changed: true,
    });
    expect(await ok(as(admin, "GET", `/api/user/${imported._id}`))).toMatchObject({ position: "Analyst" });
  });

  it("refuses an employee (403) and another tenant's file id (404)", async () => {
    expectError(
      await as(employee, "POST", "/api/user/load_hrm", { body: { fileId, mode: "preview" } }),
      403,
      "common.no_access",
    );
    expectError(
      await as(employee, "POST", "/api/user/reset_to_hrm", { body: { user_id: employee.userId } }),
      403,
      "common.no_access",
    );
    const otherAdmin = await member(await ensureTestTenant(), { role: "admin" });
    expectError(
      await as(otherAdmin, "POST", "/api/user/load_hrm", { body: { fileId, mode: "preview" } }),
      404,
      "files.not_found",
    );
  });
});
