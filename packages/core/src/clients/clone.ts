import type { Actor, ClientView } from "@intranet/contracts";
import { ONCE, writeTransaction } from "../db";
import { journalCommit } from "../journal";
import { requireSuperadmin } from "./access";
import { clientCreationCommits, clientCreationConflict, creationFailure, newClientRecord } from "./new-client";
import { presentClient } from "./present";
import { loadLiveClient } from "./records";

/**
 * POST /api/clients/{old}/clone/{workspace} (superadmin): a new client set up like the old one
 * (design, settings, features, default rights) under a new workspace and name. No users or
 * content are copied, so the new client starts with an empty storage count and default quota.
 */
export async function cloneClient(
  actor: Actor,
  sourceId: string,
  workspace: string,
  name: string,
): Promise<ClientView> {
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
  return presentClient(client);
}
