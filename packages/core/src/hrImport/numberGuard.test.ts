import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../db";
import { tenantWithQuota } from "../files/testing";
import { member, refusal, type Member } from "../users/test-support";
import { applyActions, type ApplyContext } from "./apply";
import { loadHrm } from "./load";
import { claimNumber } from "./numbers";
import { englishHeader, uploadFile, xlsxOf } from "./test-support";

const guardOf = async (clientId: string, personnelNumber: string) =>
  (await db().entities.hrmNumber.get({ clientId, personnelNumber }).go({ consistent: true })).data;
const recordsOf = async (clientId: string) =>
  (await db().entities.hrmRecord.query.byTenant({ clientId }).go({ pages: "all", consistent: true })).data;
const usersOf = async (clientId: string) =>
  (await db().entities.user.query.byTenant({ clientId }).go({ pages: "all", consistent: true })).data;

/** A row of the English header: personnel number, names, email. */
const person = (number: string, email: string, lastName = "Same") => [number, lastName, "Person", "", email];

describe("one personnel number, one person (the number guard)", () => {
  let tenantId: string;
  let admin: Member;
  let context: ApplyContext;

  beforeAll(async () => {
    tenantId = await tenantWithQuota(100 * 1024 * 1024);
    admin = await member(tenantId, { role: "admin" });
    context = { actor: admin.actor, clientId: tenantId, fileId: "file", defaultRights: [] };
  });

  it("lets exactly one of two concurrent creations of one new number write; the other is a bad row", async () => {
    const create = (email: string) =>
      applyActions(context, [
        {
          kind: "create",
          row: 2,
          values: { personnelNumber: "N-77", lastName: "Race", firstName: "Runner", email },
        },
      ]);
    const results = await Promise.all([create("race.a@guard.example.com"), create("race.b@guard.example.com")]);
    expect(results.map((result) => result.created).sort()).toEqual([0, 1]);
    const loser = results.find((result) => result.created === 0)!;
    expect(loser.failed).toEqual([
      { row: 2, reasons: [{ field: "personnelNumber", code: "hrimport.personnel_number_taken" }] },
    ]);
    const records = (await recordsOf(tenantId)).filter((record) => record.personnelNumber === "N-77");
    expect(records).toHaveLength(1);
    expect(await guardOf(tenantId, "N-77")).toMatchObject({ userId: records[0]!.userId });
    expect((await usersOf(tenantId)).filter((user) => user.lastName === "Race")).toHaveLength(1);
  });

  it("two concurrent applies of files sharing a new number but no email create one person", async () => {
    const [first, second] = await Promise.all([
      uploadFile(admin.actor, await xlsxOf([englishHeader, person("N-88", "twin.a@guard.example.com", "Twin")])),
      uploadFile(admin.actor, await xlsxOf([englishHeader, person("N-88", "twin.b@guard.example.com", "Twin")])),
    ]);
    const reports = await Promise.all(
      [first, second].map((fileId) => loadHrm(admin.actor, { fileId, mode: "apply", skipBadRows: true })),
    );
    expect(reports.reduce((sum, report) => sum + report.created, 0)).toBe(1);
    expect((await usersOf(tenantId)).filter((user) => user.lastName === "Twin")).toHaveLength(1);
    // The other run either lost the race (a bad row) or came after and matched the person by number.
    const other = reports.find((report) => report.created === 0)!;
    expect(other.bad.length + other.updated + other.unchanged).toBe(1);
    if (other.bad.length) expect(other.bad[0]!.reasons[0]!.code).toBe("hrimport.personnel_number_taken");
  });

  it("moves the guard when a person's number changes, freeing the old number for someone else", async () => {
    const load = async (rows: unknown[][], mode: "preview" | "apply" = "apply") =>
      loadHrm(admin.actor, {
        fileId: await uploadFile(admin.actor, await xlsxOf([englishHeader, ...rows])),
        mode,
        skipBadRows: false,
      });
    expect(await load([person("OLD-1", "mover@guard.example.com", "Mover")])).toMatchObject({ created: 1 });
    const mover = (await usersOf(tenantId)).find((user) => user.lastName === "Mover")!;
    expect(await guardOf(tenantId, "OLD-1")).toMatchObject({ userId: mover.userId });

    expect(await load([person("NEW-1", "mover@guard.example.com", "Mover")])).toMatchObject({ unchanged: 1, bad: [] });
    expect(await guardOf(tenantId, "NEW-1")).toMatchObject({ userId: mover.userId });
    expect(await guardOf(tenantId, "OLD-1")).toBeNull();

    expect(await load([person("OLD-1", "heir@guard.example.com", "Heir")])).toMatchObject({ created: 1, bad: [] });
    const heir = (await usersOf(tenantId)).find((user) => user.lastName === "Heir")!;
    expect(await guardOf(tenantId, "OLD-1")).toMatchObject({ userId: heir.userId });
    // A number someone holds matches them: the row with another person's email is ambiguous, nothing changes.
    const report = await load([person("NEW-1", "heir@guard.example.com", "Heir")], "preview");
    expect(report.bad).toEqual([{ row: 2, reasons: [{ field: "row", code: "hrimport.ambiguous_match" }] }]);
  });

  it("claims a number for an existing person only while nobody else holds it", async () => {
    const [first, second] = await Promise.all([member(tenantId), member(tenantId)]);
    await claimNumber(tenantId, "SOLO-1", first.userId);
    await claimNumber(tenantId, "SOLO-1", first.userId); // already theirs: nothing to do
    expect(await refusal(() => claimNumber(tenantId, "SOLO-1", second.userId))).toBe("hrimport.personnel_number_taken");
    expect(await guardOf(tenantId, "SOLO-1")).toMatchObject({ userId: first.userId });
  });
});
