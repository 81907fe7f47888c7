import { articleLimits } from "@intranet/contracts/articles";
import { backoff, named, writeTransaction, type NamedCommit, type TransactionEntities, type WriteOutcome } from "../db";
import { AppError } from "../platform";
import { treeAccess, type TreeAccess } from "./access";
import { readTree } from "./tree";

/** A structural change planned on the tree as read. */
export interface TreePlan<T> {
  commits(entities: TransactionEntities): NamedCommit[];
  /** Nodes added (+) or removed (−). */
  nodeDelta?: number;
  /** A refusal by name of a commit other than the tree's guard (undefined: unexpected). */
  refusal?(outcome: WriteOutcome): AppError | undefined;
  result: T;
}

/** Enough for a burst of drags on one tree (each round lands one of them); then a conflict. */
const ATTEMPTS = 16;

/** The guard every structural write carries: the version read, then +1; the node count kept exact. */
function treeGuard(e: TransactionEntities, access: TreeAccess, delta: number): NamedCommit {
  const { tree } = access;
  const update = e.artSettings
    .update({ clientId: tree.clientId })
    .set({ treeVersion: tree.version + 1 })
    .add({ nodeCount: delta })
    .where((a, op) =>
      tree.version === 0
        ? op.notExists(a.treeVersion)
        : `${op.eq(a.treeVersion, tree.version)} AND ${op.lte(a.nodeCount, articleLimits.nodesMax - Math.max(delta, 0))}`,
    );
  return named("tree", update.commit());
}

/**
 * The +1 on the tree's version that a write of what the tree holds makes when no plan depends on the
 * version (a save, files, a setting): unconditional, so saves of different nodes at once never
 * refuse each other (a transaction conflict on the settings item is retried); kept trees at the old
 * version are no longer answered. `nodeCount` ADD 0: a guard can compare it on an item this creates.
 */
export const bumpTree = (e: TransactionEntities, clientId: string): NamedCommit =>
  named("tree", e.artSettings.update({ clientId }).add({ treeVersion: 1, nodeCount: 0 }).commit());

/**
 * A structural write (create, move, order, deletion, rights): planned on the tree as read and
 * committed in ONE transaction with the tree's guard. When another structural write landed in
 * between, the tree is read again and the change planned again (its rules checked again), after a
 * jittered pause, up to 16 times, then `articles.edit_conflict`. The caller's profile is kept across attempts.
 */
export async function changeTree<T>(
  first: TreeAccess,
  plan: (access: TreeAccess) => TreePlan<T>,
): Promise<{ result: T; access: TreeAccess }> {
  let access = first;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt) await backoff(attempt, 300);
    if (attempt) access = treeAccess(access.actor, await readTree(access.tree.clientId, true), access.profile);
    const planned = plan(access);
    const delta = planned.nodeDelta ?? 0;
    if (delta > 0 && access.tree.nodeCount + delta > articleLimits.nodesMax) throw new AppError("articles.too_many");
    const outcome = await writeTransaction((e) => [treeGuard(e, access, delta), ...planned.commits(e)]);
    if (outcome.ok) return { result: planned.result, access };
    if (outcome.failed("tree") || outcome.conflicted) continue;
    const refusal = planned.refusal?.(outcome);
    if (refusal) throw refusal;
    throw new AppError("articles.edit_conflict");
  }
  throw new AppError("articles.edit_conflict");
}
