import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../db";
import { tenantWithQuota } from "../files/testing";
import { findUser, updateUser } from "../users";
import { member, refusal, type Member } from "../users/test-support";
import { loadHrm } from "./load";
import { resetToHrm } from "./reset";
import { englishHeader, uploadFile, xlsxOf } from "./test-support";

const recordsOf = async (clientId: string) =>
  (await db().entities.hrmRecord.query.byTenant({ clientId }).go({ pages: "all", consistent: true })).data;
const usersOf = async (clientId: string) =>
  (await db().entities.user.query.byTenant({ clientId }).go({ pages: "all", consistent: true })).data;

/** A good row: personnel number, names, email, tax id (unique 10 digits), position, phone, dates. */
const good = (n: number) => [
  `T${n}`,
  `Last${n}`,
  `First${n}`,
  "",
  `p${n}@hr.example.com`,
  String(1_000_000_000 + n),
  "Engineer",
  "R&D",
  "+7 900 000-00-00",
  "Kazan",
  "15.03.1990",
  new Date(Date.UTC(2020, 0, 10)),
];

describe("the 1,000-row import", () => {
  let tenantId: string;
  let admin: Member;
  let alice: Member;
  let bob: Member;
  let fileId: string;
  let badRows: number[];

  beforeAll(async () => {
    tenantId = await tenantWithQuota(100 * 1024 * 1024);
    [admin, alice, bob] = await Promise.all([
      member(tenantId, { role: "admin" }),
      member(tenantId, { profile: { firstName: "Alice", lastName: "A" } }),
      member(tenantId, { profile: { firstName: "Bob", lastName: "B" } }),
    ]);
    await updateUser(admin.actor, bob.userId, { taxId: "5555555555" });
    const aliceEmail = (await findUser(tenantId, alice.userId))!.email;
    // Ten bad rows of different kinds, spread through the file (file rows = index + 2).
    const bad: Record<number, unknown[]> = {
      10: ["B1", "NoFirst", "", "", "b1@hr.example.com"],
      100: ["B2", "", "NoLast", "", "b2@hr.example.com"],
      200: ["B3", "Mail", "Bad", "", "not-an-email"],
      300: ["B4", "Phone", "Bad", "", "b4@hr.example.com", "", "", "", "call me"],
      400: ["B5", "Date", "Bad", "", "b5@hr.example.com", "", "", "", "", "", "31.02.1990"],
      500: ["B6", "Tax", "Bad", "", "b6@hr.example.com", "123456789"],
      600: ["B7", "No", "Email"],
      700: ["DUP", "Dup", "One", "", "d1@hr.example.com"],
      701: ["DUP", "Dup", "Two", "", "d2@hr.example.com"],
      800: ["B9", "Two", "People", "", aliceEmail, "5555555555"],
    };
    const rows: unknown[][] = [];
    for (let index = 0, n = 0; index < 1000; index++) rows.push(bad[index] ?? good(n++));
    badRows = Object.keys(bad).map((index) => Number(index) + 2);
    fileId = await uploadFile(admin.actor, await xlsxOf([englishHeader, ...rows]));
  });

  it("previews: 990 to create and exactly the 10 bad rows with their reasons, writing nothing", async () => {
    const report = await loadHrm(admin.actor, { fileId, mode: "preview", skipBadRows: false });
    expect(report).toMatchObject({ rows: 1000, created: 990, updated: 0, unchanged: 0, applied: false });
    expect(report.bad.map((bad) => bad.row)).toEqual(badRows);
    expect(report.bad.map((bad) => bad.reasons)).toEqual([
      [{ field: "firstName", code: "common.empty_fields" }],
      [{ field: "lastName", code: "common.empty_fields" }],
      [{ field: "email", code: "common.invalid_email" }],
      [{ field: "phone", code: "common.invalid_phone" }],
      [{ field: "birthDate", code: "common.validation" }],
      [{ field: "taxId", code: "common.tax_id_invalid" }],
      [{ field: "email", code: "hrimport.email_required" }],
      [{ field: "personnelNumber", code: "hrimport.duplicate_in_file" }],
      [{ field: "personnelNumber", code: "hrimport.duplicate_in_file" }],
      [{ field: "row", code: "hrimport.ambiguous_match" }],
    ]);
    expect(await recordsOf(tenantId)).toEqual([]);
  });

  it("refuses to apply while rows are bad and changes nothing", async () => {
    expect(await refusal(() => loadHrm(admin.actor, { fileId, mode: "apply", skipBadRows: false }))).toBe(
      "hrimport.bad_rows",
    );
    expect(await recordsOf(tenantId)).toEqual([]);
    expect(await usersOf(tenantId)).toHaveLength(3);
  });

  it("applies the 990 good rows when told to skip bad ones, then the same file changes nothing", async () => {
    const started = Date.now();
    const report = await loadHrm(admin.actor, { fileId, mode: "apply", skipBadRows: true });
    const seconds = (Date.now() - started) / 1000;
    console.log(`hr import: 990 people created in ${seconds.toFixed(1)} s`);
    expect(report).toMatchObject({ rows: 1000, created: 990, updated: 0, unchanged: 0, applied: true });
    expect(report.bad.map((bad) => bad.row)).toEqual(badRows);
    expect(await usersOf(tenantId)).toHaveLength(993);
    expect(await recordsOf(tenantId)).toHaveLength(990);

    const person = (await usersOf(tenantId)).find((user) => user.email === "p7@hr.example.com")!;
    expect(person).toMatchObject({
      login: "p7@hr.example.com",
      firstName: "First7",
      lastName: "Last7",
      taxId: "1000000007",
      position: "Engineer",
      birthDate: "1990-03-15",
      workingSince: "2020-01-10",
      status: "active",
      roles: ["employee"],
    });

    const again = await loadHrm(admin.actor, { fileId, mode: "apply", skipBadRows: true });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 990, applied: true });
    expect(await usersOf(tenantId)).toHaveLength(993);
  }, 120_000);

  it("updates a person matched by personnel number and puts the profile back with reset_to_hrm", async () => {
    const person = (await usersOf(tenantId)).find((user) => user.email === "p3@hr.example.com")!;
    const changed = [...good(3)];
    changed[6] = "Lead engineer";
    changed[4] = "p3.new@hr.example.com";
    const file = await uploadFile(admin.actor, await xlsxOf([englishHeader, changed]));
    const report = await loadHrm(admin.actor, { fileId: file, mode: "apply", skipBadRows: false });
    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: 0, bad: [] });
    expect(await findUser(tenantId, person.userId)).toMatchObject({
      position: "Lead engineer",
      email: "p3.new@hr.example.com",
    });

    await updateUser(admin.actor, person.userId, { position: "Astronaut", city: "Moon" });
    expect(await resetToHrm(admin.actor, person.userId)).toEqual({ user_id: person.userId, changed: true });
    expect(await findUser(tenantId, person.userId)).toMatchObject({ position: "Lead engineer", city: "Kazan" });
    expect(await resetToHrm(admin.actor, person.userId)).toEqual({ user_id: person.userId, changed: false });
    expect(await refusal(() => resetToHrm(admin.actor, alice.userId))).toBe("hrimport.not_imported");
  });

  it("is for admins of the tenant, and reads only the tenant's HR files", async () => {
    expect(await refusal(() => loadHrm(alice.actor, { fileId, mode: "preview", skipBadRows: false }))).toBe(
      "common.no_access",
    );
    expect(await refusal(() => resetToHrm(alice.actor, bob.userId))).toBe("common.no_access");
    const common = await uploadFile(admin.actor, await xlsxOf([englishHeader, good(1)]), "common");
    expect(await refusal(() => loadHrm(admin.actor, { fileId: common, mode: "preview", skipBadRows: false }))).toBe(
      "hrimport.wrong_file",
    );
    const other = await member(await tenantWithQuota(), { role: "admin" });
    expect(await refusal(() => loadHrm(other.actor, { fileId, mode: "preview", skipBadRows: false }))).toBe(
      "files.not_found",
    );
  });
});
