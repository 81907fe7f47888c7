import { getAll, isConditionFailure, named, type NamedCommit, type TransactionEntities } from "../db";
import { AppError } from "../platform";
import { db } from "./entities";

/**
 * The personnel-number guards (number-guard.entity.ts): who holds each number of a tenant. A number
 * is claimed in the transaction that creates its imported person, or alone before an existing
 * person's record takes it, and released with the record that drops it.
 */

/** The holders of the numbers asked (absent numbers are left out): one BatchGet per 100. */
export async function numberOwners(clientId: string, numbers: string[]): Promise<Map<string, string>> {
  if (!numbers.length) return new Map();
  const guards = await getAll(
    [...new Set(numbers)].map((personnelNumber) => ({ clientId, personnelNumber })),
    (keys) => db().entities.hrmNumber.get(keys).go({ consistent: true }),
  );
  return new Map(guards.map((guard) => [guard.personnelNumber, guard.userId]));
}

export const numberCommits = {
  /** Takes the number for the person; a held number cancels the transaction (`outcome.failed(name)`). */
  claim: (entities: TransactionEntities, name: string, clientId: string, personnelNumber: string, userId: string) =>
    named(name, entities.hrmNumber.create({ clientId, personnelNumber, userId }).commit()),
  /** Frees the number if this person holds it (a guard that never existed is nothing to free). */
  release: (
    entities: TransactionEntities,
    name: string,
    clientId: string,
    personnelNumber: string,
    userId: string,
  ): NamedCommit =>
    named(
      name,
      entities.hrmNumber
        .delete({ clientId, personnelNumber })
        .where(({ userId: holder }, { eq, notExists }) => `${notExists(holder)} OR ${eq(holder, userId)}`)
        .commit(),
    ),
};

/** Takes the number for an existing person; held by someone else: `hrimport.personnel_number_taken`. */
export async function claimNumber(clientId: string, personnelNumber: string, userId: string): Promise<void> {
  try {
    await db().entities.hrmNumber.create({ clientId, personnelNumber, userId }).go({ response: "none" });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const holder = (await numberOwners(clientId, [personnelNumber])).get(personnelNumber);
    if (holder !== userId) throw new AppError("hrimport.personnel_number_taken");
  }
}

/** Gives back a number claimed for a change that then failed (only if this person still holds it). */
export async function releaseNumber(clientId: string, personnelNumber: string, userId: string): Promise<void> {
  await db()
    .entities.hrmNumber.delete({ clientId, personnelNumber })
    .where(({ userId: holder }, { eq }) => eq(holder, userId))
    .go({ response: "none" })
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}
