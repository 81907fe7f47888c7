import { getAll, named, type NamedCommit, type TransactionEntities } from "../db";
import { db } from "./entities";
import type { UniqueScope } from "./unique.entity";

export interface GuardKey {
  scope: UniqueScope;
  value: string;
}

export interface Guard extends GuardKey {
  clientId: string;
  ownerId: string;
}

/** One guard by its value (workspace code, login or email as stored: trimmed, lower case). */
export async function findGuard(key: GuardKey): Promise<Guard | undefined> {
  const { data } = await db().entities.unique.get(key).go();
  return data ?? undefined;
}

/** Several guards with one BatchGet (absent ones are left out). */
export function findGuards(keys: GuardKey[]): Promise<Guard[]> {
  return getAll(keys, (batch) => db().entities.unique.get(batch).go());
}

/**
 * Commit builders for other modules' transactions: a guard is claimed (`attribute_not_exists`,
 * so a taken value cancels the transaction and `outcome.failed(name)` says which) or released
 * together with its owner's item.
 */
export const uniqueCommits = {
  claim: (entities: TransactionEntities, name: string, guard: Guard): NamedCommit =>
    named(name, entities.unique.create(guard).commit()),
  /** Frees a value only if this owner holds it (a guard that never existed is nothing to free). */
  release: (entities: TransactionEntities, name: string, key: GuardKey, ownerId: string): NamedCommit =>
    named(
      name,
      entities.unique
        .delete(key)
        .where(
          (attributes, { eq, notExists }) => `${notExists(attributes.ownerId)} OR ${eq(attributes.ownerId, ownerId)}`,
        )
        .commit(),
    ),
};
