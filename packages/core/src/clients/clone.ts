import type { Actor, ClientView } from "@intranet/contracts";
import { ONCE, writeTransaction } from "../db";
import { journalCommit } from "../journal";
import { requireSuperadmin } from "./access";
import type { ClientRecord } from "./client.entity";
import { clientCreationCommits, clientCreationConflict, creationFailure, newClientRecord } from "./new-client";
import { presentClient } from "./present";
import { loadLiveClient } from "./records";

/**
 * POST /api/clients/{old}/clone/{workspace} (superadmin), its first part: a new client set up like
 * the old one (design, settings, features, default rights) under a new workspace and name, with
 * its `client.clone` entry in the new client's journal, in ONE transaction. No users or content:
 * the new client starts with an empty storage count and default quota. What else is copied
 * (structure, knowledge base folders…) follows in `cloneCompany` (clone-parts.ts).
 */
export async function cloneClient(
  actor: Actor,
  sourceId: string,
  workspace: string,
  name: string,
): Promise<ClientView> {
  return presentClient((await createClone(actor, sourceId, workspace, name)).client);
}

export async function createClone(
  actor: Actor,
  sourceId: string,
  workspace: string,
  name: string,
): Promise<{ source: ClientRecord; client: ClientRecord }> {
  requireSuperadmin(actor);
  const source = await loadLiveClient(sourceId);
  const client = newClientRecord({
    workspace,
    name,
    design: source.design ?? {},
    settings: source.settings ?? {},
    features: source.features ?? {},
    defaultRights: source.defaultRights ?? [],
  });
  const outcome = await writeTransaction(
    (entities) => [
      ...clientCreationCommits(entities, client),
      journalCommit(entities, actor, client.clientId, {
        action: "client.clone",
        target: { type: "client", id: source.clientId, label: source.name },
        detail: `${source.workspace} → ${workspace}`,
      }),
    ],
    ONCE,
  );
  if (!outcome.ok) throw clientCreationConflict(outcome) ?? creationFailure(outcome);
  return { source, client };
}
