import { allPages, batchWrite, statusEntry } from "../db";
import type { DataMigration } from "../migrations";
import { db } from "./entities";

/**
 * The ideas' data migrations (core/migrations). `ideas.status-index`: ideas proposed before the
 * board's status pages read status entries get theirs (a put per idea, so a second run changes
 * nothing; an idea moved meanwhile is skipped by the status page until then). A page of 100 ideas,
 * one batch write of their entries.
 */
export const migrations: readonly DataMigration[] = [
  {
    id: "ideas.status-index",
    description: "Ideas proposed before the status pages get their status entry",
    async run(tenantId) {
      let written = 0;
      for await (const ideas of allPages(db().entities.idea.query.byClient({ clientId: tenantId }))) {
        const entries = ideas.map((idea) => statusEntry(tenantId, idea.status, idea.ideaId, idea.ideaId));
        await batchWrite((items) => db().entities.ideaByStatus.put(items).go(), entries, [
          "clientId",
          "status",
          "order",
        ]);
        written += entries.length;
      }
      return written;
    },
  },
];
