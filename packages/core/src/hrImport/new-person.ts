import type { FeatureRight } from "@intranet/contracts";
import { NO_PASSWORD, newUserRecord, type UserRecord } from "../users";
import { profileFields } from "./plan";
import type { HrValues } from "./validate";

/**
 * A new person from an import row: the users module's own record (login = email, an employee with
 * the tenant's default rights) without a password (`NO_PASSWORD`): they set one through "forgot
 * password" or a link an admin sends; the import mails nobody.
 */
export function newPersonRecord(clientId: string, values: HrValues, rights: FeatureRight[]): UserRecord {
  const profile: Partial<UserRecord> = {};
  for (const field of profileFields) if (values[field] !== undefined) profile[field] = values[field];
  return newUserRecord(
    {
      clientId,
      firstName: values.firstName!,
      lastName: values.lastName!,
      email: values.email!,
      roles: ["employee"],
      rights,
      profile,
    },
    NO_PASSWORD,
  );
}
