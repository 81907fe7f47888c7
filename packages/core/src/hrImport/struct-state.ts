import type { StructureType } from "@intranet/contracts/structure";
import { structureSnapshot } from "../structure";
import { getUsers } from "../users";
import { db } from "./entities";
import type { HrmRecord } from "./hrm-record.entity";
import { numberOwners } from "./numbers";
import { allRecords, emailOwners } from "./state";
import type { HeadOwner, StructState } from "./struct-plan";
import type { StructRow } from "./struct-validate";

/**
 * What a departments file is planned against, in one parallel round (and one BatchGet of the
 * heads): the structure type as it is (the structure module's snapshot), the codes imported into
 * it before (a consistent Query), and the people the head cells name.
 */
export async function structState(clientId: string, type: StructureType, rows: StructRow[]): Promise<StructState> {
  const cells = [...new Set(rows.flatMap((row) => (row.values.head ? [row.values.head] : [])))];
  const [snapshot, codes, heads] = await Promise.all([
    structureSnapshot(clientId, type),
    departmentCodes(clientId, type),
    headOwners(clientId, cells),
  ]);
  return { snapshot, codes, heads };
}

async function departmentCodes(clientId: string, type: StructureType): Promise<Map<string, string>> {
  const { data } = await db().entities.hrmDept.query.byType({ clientId, type }).go({ pages: "all", consistent: true });
  return new Map(data.map((item) => [item.code, item.deptId]));
}

/**
 * A head cell is an email (the platform's email guards, of this tenant) or a personnel number (its
 * guard, and the import records, which held numbers before guards existed). A number two records
 * hold is ambiguous.
 */
async function headOwners(clientId: string, cells: string[]): Promise<Map<string, HeadOwner>> {
  if (!cells.length) return new Map();
  const emails = cells.filter((cell) => cell.includes("@"));
  const numbers = cells.filter((cell) => !cell.includes("@"));
  const [byEmail, guarded, records] = await Promise.all([
    emailOwners(emails),
    numberOwners(clientId, numbers),
    numbers.length ? allRecords(clientId) : Promise.resolve(new Map<string, HrmRecord>()),
  ]);
  const holders = new Map<string, Set<string>>();
  const hold = (cell: string, userId: string) => holders.set(cell, (holders.get(cell) ?? new Set()).add(userId));
  for (const [email, owner] of byEmail) if (owner.clientId === clientId) hold(email, owner.userId);
  for (const [number, userId] of guarded) hold(number, userId);
  const wanted = new Set(numbers);
  for (const record of records.values())
    if (record.personnelNumber && wanted.has(record.personnelNumber)) hold(record.personnelNumber, record.userId);

  const users = new Map(
    (await getUsers(clientId, [...new Set([...holders.values()].flatMap((ids) => [...ids]))])).map((user) => [
      user.userId,
      user,
    ]),
  );
  const owners = new Map<string, HeadOwner>();
  for (const [cell, ids] of holders) {
    const found = [...ids].filter((userId) => users.has(userId));
    if (found.length > 1) owners.set(cell, "ambiguous");
    else if (found.length === 1)
      owners.set(cell, { userId: found[0]!, active: users.get(found[0]!)!.status === "active" });
  }
  return owners;
}
