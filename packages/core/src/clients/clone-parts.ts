import {
  cloneParts,
  type Actor,
  type ClientCloned,
  type CloneClientBody,
  type CloneCounts,
  type ClonePart,
  type ClonePartOutcome,
  type ErrorCode,
} from "@intranet/contracts";
import { writeJournal } from "../journal";
import { isAppError } from "../platform";
import { createClone } from "./clone";
import { presentClient } from "./present";

/** What a part's copy is given: who asked, the two companies, and the ids the parts before it made (old → new). */
export interface CloneCopy {
  actor: Actor;
  from: string;
  to: string;
  ids: ReadonlyMap<string, string>;
}

/** A part's answer: its counts, and the new ids of what it copied by their old ids (the structure's departments). */
export interface ClonePartDone<P extends ClonePart> {
  counts: CloneCounts[P];
  ids?: ReadonlyMap<string, string>;
}

/**
 * Each part's copy, by its owning module's door. The clients module sits below those modules, so
 * the route's Lambda composes them (functions/src/clone-parts.ts), as the maintenance job composes
 * its tasks' modules.
 */
export type CloneWork = { [P in ClonePart]: (copy: CloneCopy) => Promise<ClonePartDone<P>> };

/**
 * POST /api/clients/{old}/clone/{workspace} (superadmin): the new client first, in one transaction
 * with its `client.clone` entry (`createClone`); then each chosen part in turn (the structure first:
 * the parts after it carry departments under their copies' ids). A part that fails does not stop
 * the others nor undo the client: the answer names it with its catalogue code, and what it wrote
 * before failing stays (each module writes whole subtrees, parents first). When parts were chosen, a
 * second `client.clone` entry in the new client's journal lists what was copied and what failed
 * (a change made of many transactions: its summary once it ended).
 */
export async function cloneCompany(
  actor: Actor,
  sourceId: string,
  workspace: string,
  body: CloneClientBody,
  work: CloneWork,
): Promise<ClientCloned> {
  const { source, client } = await createClone(actor, sourceId, workspace, body.name);
  const ids = new Map<string, string>();
  const copies: ClonePartOutcome[] = [];
  for (const part of cloneParts.filter((part) => body.copy[part])) {
    copies.push(await copyPart(part, work, { actor, from: source.clientId, to: client.clientId, ids }, ids));
  }
  if (copies.length)
    await writeJournal(actor, client.clientId, {
      action: "client.clone",
      target: { type: "client", id: source.clientId, label: source.name },
      detail: cloneSummary(copies),
    }).catch((error: unknown) => {
      // The copies are made: the answer must say so even if their summary could not be journaled.
      console.error(JSON.stringify({ level: "error", msg: "clone summary not journaled", error: String(error) }));
    });
  return { ...presentClient(client), copies };
}

async function copyPart<P extends ClonePart>(
  part: P,
  work: CloneWork,
  copy: CloneCopy,
  ids: Map<string, string>,
): Promise<ClonePartOutcome> {
  try {
    const done = await (work[part] as (copy: CloneCopy) => Promise<ClonePartDone<P>>)(copy);
    for (const [from, to] of done.ids ?? []) ids.set(from, to);
    return { part, copied: done.counts } as ClonePartOutcome;
  } catch (error) {
    const failed: ErrorCode = isAppError(error) ? error.code : "common.server_error";
    if (!isAppError(error))
      console.error(JSON.stringify({ level: "error", msg: "clone part failed", part, error: String(error) }));
    return { part, failed } as ClonePartOutcome;
  }
}

/** The journal's words for the copies: `copied: structure (departments 12), knowledgeBase (folders 4, restricted 1); failed: services (common.conflict)`. */
export function cloneSummary(copies: readonly ClonePartOutcome[]): string {
  const copied = copies.flatMap((copy) =>
    "copied" in copy
      ? [
          `${copy.part} (${Object.entries(copy.copied)
            // The part's main count always; the others (restricted, templates, defaults) when any.
            .filter(([, count], index) => index === 0 || count > 0)
            .map(([what, count]) => `${what} ${count}`)
            .join(", ")})`,
        ]
      : [],
  );
  const failed = copies.flatMap((copy) => ("failed" in copy ? [`${copy.part} (${copy.failed})`] : []));
  return [
    ...(copied.length ? [`copied: ${copied.join(", ")}`] : []),
    ...(failed.length ? [`failed: ${failed.join(", ")}`] : []),
  ].join("; ");
}
