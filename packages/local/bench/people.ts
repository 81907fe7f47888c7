import type { Actor, FeatureRight } from "@intranet/contracts";
import { batchWrite, db } from "@intranet/core/db";
import { newUserRecord, type NewUserInput } from "@intranet/core/users";

/** A module suite's person as its services see them: an employee (or an admin) with the module's rights. */
export const benchActor = (tenantId: string, userId: string, rights: FeatureRight[], admin = false): Actor => ({
  userId,
  tenantId,
  homeTenantId: tenantId,
  roles: admin ? ["admin", "employee"] : ["employee"],
  rights,
});

/**
 * `count` active employees written straight to the table, with `rights` and, when given, a profile
 * each (no password hashing: the suites measure reads, and a hash each would take minutes).
 */
export async function benchPeople(
  tenantId: string,
  count: number,
  prefix: string,
  rights: FeatureRight[],
  profile?: (index: number) => NewUserInput["profile"],
): Promise<string[]> {
  const records = Array.from({ length: count }, (_, index) =>
    newUserRecord(
      {
        clientId: tenantId,
        firstName: "Bench",
        lastName: `Person ${index}`,
        email: `${prefix}-${index}@bench.test`,
        login: `${prefix}-${index}`,
        roles: ["employee"],
        rights,
        ...(profile ? { profile: profile(index) } : {}),
      },
      "bench-not-a-hash",
    ),
  );
  await batchWrite((items) => db().entities.user.put(items).go(), records, ["clientId", "userId"]);
  return records.map((record) => record.userId);
}
