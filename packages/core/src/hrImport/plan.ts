import type { UpdateUserBody, UserView } from "@intranet/contracts";
import { hrFields, type HrField } from "@intranet/contracts/hrImport";
import type { HrmRecord } from "./hrm-record.entity";
import type { TenantState } from "./state";
import { reject, type CheckedRow, type HrValues } from "./validate";

/**
 * What a matched row does with the personnel-number guards: take the row's number (its guard is
 * absent: new to the person, or written before guards existed) and free the number their record
 * held before, when the row changes it.
 */
interface NumberMoves {
  claimNumber?: string;
  releaseNumber?: string;
}

/** What one good row does: create a person, update one, or leave one as is. */
export type RowAction =
  | { kind: "create"; row: number; values: HrValues }
  | ({
      kind: "update";
      row: number;
      userId: string;
      values: HrValues;
      changes: UpdateUserBody;
      recordChanged: boolean;
    } & NumberMoves)
  | ({ kind: "unchanged"; row: number; userId: string; values: HrValues; recordChanged: boolean } & NumberMoves);

/** Profile fields a row may set (every imported field but the personnel number, which is the import's own). */
export const profileFields = hrFields.filter((field) => field !== "personnelNumber") as Array<
  Exclude<HrField, "personnelNumber">
>;

/**
 * Matches each row that passed its own checks to at most one person: by personnel number (the
 * import records and the number guards), tax id and email (the profiles). Keys pointing at different people, or two rows
 * at one person, make the row bad; so does a new person without an email, or an email another
 * person (of any tenant) holds. Marks bad rows in place and answers the actions of the good ones.
 */
export function planRows(
  rows: CheckedRow[],
  state: TenantState,
  emailOwners: Map<string, { clientId: string; userId: string }>,
  numberOwners: Map<string, string>,
): RowAction[] {
  const byNumber = indexBy(
    [...state.records.values()],
    (record) => record.personnelNumber,
    (r) => r.userId,
  );
  // A guard names its holder even before their record is seen (another import creating them now).
  for (const [number, userId] of numberOwners)
    if (state.users.has(userId) && !byNumber.get(number)?.includes(userId))
      byNumber.set(number, [...(byNumber.get(number) ?? []), userId]);
  const byTaxId = indexBy(
    [...state.users.values()],
    (user) => user.taxId,
    (u) => u._id,
  );
  const byEmail = indexBy(
    [...state.users.values()],
    (user) => user.email,
    (u) => u._id,
  );
  const claimed = new Map<string, CheckedRow>();
  const actions: RowAction[] = [];

  for (const row of rows) {
    if (row.reasons.length) continue;
    const { personnelNumber, taxId, email } = row.values;
    const matches = new Set([
      ...(personnelNumber ? (byNumber.get(personnelNumber) ?? []) : []),
      ...(taxId ? (byTaxId.get(taxId) ?? []) : []),
      ...(email ? (byEmail.get(email) ?? []) : []),
    ]);
    if (matches.size > 1) {
      reject(row, "row", "hrimport.ambiguous_match");
      continue;
    }
    const [userId] = matches;
    if (userId && claimed.has(userId)) {
      reject(row, "row", "hrimport.duplicate_in_file");
      const first = claimed.get(userId)!;
      if (!first.reasons.some((reason) => reason.code === "hrimport.duplicate_in_file"))
        reject(first, "row", "hrimport.duplicate_in_file");
      continue;
    }
    const owner = email ? emailOwners.get(email) : undefined;
    if (owner && owner.userId !== userId) {
      reject(row, "email", "employees.email_exists");
      continue;
    }
    if (!userId && !email) {
      reject(row, "email", "hrimport.email_required");
      continue;
    }
    if (userId) claimed.set(userId, row);
    actions.push(
      userId ? matched(row, state.users.get(userId)!, state.records.get(userId), numberOwners) : create(row),
    );
  }
  // A row bad only because a later row claimed the same person drops out of the actions too.
  const bad = new Set(rows.filter((row) => row.reasons.length).map((row) => row.row));
  return actions.filter((action) => !bad.has(action.row));
}

const create = (row: CheckedRow): RowAction => ({ kind: "create", row: row.row, values: row.values });

function matched(
  row: CheckedRow,
  user: UserView,
  record: HrmRecord | undefined,
  numberOwners: Map<string, string>,
): RowAction {
  const changes: Record<string, string> = {};
  for (const field of profileFields) {
    const value = row.values[field];
    if (value !== undefined && value !== user[field]) changes[field] = value;
  }
  const recordChanged = !record || hrFields.some((field) => (record[field] ?? undefined) !== row.values[field]);
  const number = row.values.personnelNumber;
  const held = record?.personnelNumber;
  const base = {
    row: row.row,
    userId: user._id,
    values: row.values,
    recordChanged,
    ...(number && numberOwners.get(number) !== user._id ? { claimNumber: number } : {}),
    ...(held && held !== number ? { releaseNumber: held } : {}),
  };
  return Object.keys(changes).length ? { kind: "update", ...base, changes } : { kind: "unchanged", ...base };
}

function indexBy<T>(
  items: T[],
  keyOf: (item: T) => string | undefined,
  idOf: (item: T) => string,
): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key) index.set(key, [...(index.get(key) ?? []), idOf(item)]);
  }
  return index;
}
