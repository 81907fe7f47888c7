/**
 * The `byBirthday` index key of a user (user.entity.ts). No imports: the entity loads this file.
 *
 * `birthMonthDay` is derived from `birthDate` and `status` and must be written together with
 * either of them: create (prepareUser), profile edits (profile-change.ts), firing, deleting and
 * restoring (status.ts, store.ts). ElectroDB then sets or removes the gsi2 keys in the same write.
 */

/** `birthMonthDay` of a user who is not in the birthdays index (no birth date, or not active). */
export const NOT_LISTED = "-";

/** "MMDD" of a real calendar day (29 February included). */
export function isBirthMonthDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}$/.test(value)) return false;
  const month = Number(value.slice(0, 2));
  const day = Number(value.slice(2));
  // 2000 is a leap year, so 29 February counts as a day.
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2000, month, 0)).getUTCDate();
}

/** "MMDD" of a "YYYY-MM-DD" birth date while the user is active; NOT_LISTED otherwise. */
export function birthMonthDayOf(user: { status?: string | undefined; birthDate?: string | undefined }): string {
  if ((user.status ?? "active") !== "active") return NOT_LISTED;
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(user.birthDate ?? "");
  const monthDay = match ? `${match[1]}${match[2]}` : NOT_LISTED;
  return isBirthMonthDay(monthDay) ? monthDay : NOT_LISTED;
}

/** What a write that changes `status` or `birthDate` must also set (pass the record as it will be). */
export function birthdayComposites(user: { status?: string | undefined; birthDate?: string | undefined }): {
  birthMonthDay: string;
} {
  return { birthMonthDay: birthMonthDayOf(user) };
}
