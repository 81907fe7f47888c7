import { beforeAll, describe, expect, it } from "vitest";
import type { HrDataView } from "@intranet/contracts/hrImport";
import { englishHeader, xlsxOf } from "@intranet/core/hrImport/test-support";
import { member, signedInAgain, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant } from "../testing/tokens";
import { uploadThroughApi } from "../testing/upload";

const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

const upload = (who: Caller, bytes: Uint8Array) =>
  uploadThroughApi(as, who, {
    bytes,
    name: "employees.xlsx",
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    module: "hr",
  });

let tenantId: string;
let admin: Member;
let colleague: Member;
let importedId: string;
let fileId: string;

beforeAll(async () => {
  tenantId = await ensureTestTenant();
  [admin, colleague] = await Promise.all([member(tenantId, { role: "admin" }), member(tenantId)]);
  const email = `card.${tenantId.toLowerCase()}@hr.example.com`;
  fileId = await upload(
    admin,
    await xlsxOf([
      [...englishHeader.slice(0, 6), "Working since"],
      ["T-100", "Card", "Holder", "", email, "7707083893", "01.02.2020"],
    ]),
  );
  await ok(as(admin, "POST", "/api/user/load_hrm", { body: { fileId, mode: "apply" } }));
  const people = await ok(as(admin, "GET", `/api/user/for_client/${tenantId}?status=all&limit=100`));
  importedId = people.items.find((user: { email: string }) => user.email === email)._id;
  await ok(
    as(admin, "PUT", `/api/user/${importedId}`, {
      body: { kpp: "770701001", organization: "Acme LLC", vacationDaysLeft: 14, chiefCode: "C-1" },
    }),
  );
});

describe("GET /api/user/{id}/hr_data", () => {
  const card = (who: Caller, userId: string) => as(who, "GET", `/api/user/${userId}/hr_data`);

  it("answers the HR card and the last import to an admin", async () => {
    const view: HrDataView = await ok(card(admin, importedId));
    expect(view).toEqual({
      user_id: importedId,
      personnelNumber: "T-100",
      taxId: "7707083893",
      kpp: "770701001",
      organization: "Acme LLC",
      workingSince: "2020-02-01",
      vacationDaysLeft: 14,
      chiefCode: "C-1",
      lastImport: {
        importedAt: expect.any(String),
        values: {
          personnelNumber: "T-100",
          lastName: "Card",
          firstName: "Holder",
          email: expect.stringMatching(/^card\./),
          taxId: "7707083893",
          workingSince: "2020-02-01",
        },
      },
    });
  });

  it("answers a person their own card, with no import when they were never imported", async () => {
    expect(await ok(card(colleague, colleague.userId))).toEqual({ user_id: colleague.userId, lastImport: null });
  });

  it("refuses a colleague (403) until they are made an HR officer", async () => {
    expectError(await card(colleague, importedId), 403, "common.no_access");
    await ok(as(admin, "PUT", `/api/user/${colleague.userId}/role/hr`));
    // A role change ends the person's sessions: signed in again, they are an HR officer.
    expectError(await card(colleague, importedId), 401, "common.token_invalid");
    colleague = await signedInAgain(colleague);
    expect(await ok(card(colleague, importedId))).toMatchObject({ personnelNumber: "T-100" });
    await ok(as(admin, "DELETE", `/api/user/${colleague.userId}/role/hr`));
    colleague = await signedInAgain(colleague);
    expectError(await card(colleague, importedId), 403, "common.no_access");
  });

  it("does not find a person of another tenant", async () => {
    const otherAdmin = await member(await ensureTestTenant(), { role: "admin" });
    expectError(await card(otherAdmin, importedId), 404, "employees.not_found");
  });
});
