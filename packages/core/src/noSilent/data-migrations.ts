import { allPages, batchWrite, statusEntry } from "../db";
import type { DataMigration } from "../migrations";
import { db } from "./entities";
import { statusOrder } from "./store";

/**
 * The reports' data migrations (core/migrations). `noSilent.status-index`: reports sent before the
 * inbox's status pages read status entries get theirs (a put per report: a second run changes
 * nothing). A page of 100 reports, one batch write of their entries.
 */
export const migrations: readonly DataMigration[] = [
  {
    id: "noSilent.status-index",
    description: "Reports sent before the inbox's status pages get their status entry",
    async run(tenantId) {
      let written = 0;
      for await (const reports of allPages(db().entities.noSilentReport.query.byDay({ clientId: tenantId }))) {
        const entries = reports.map((report) =>
          statusEntry(tenantId, report.status, statusOrder(report), report.reportId),
        );
        await batchWrite((items) => db().entities.noSilentReportByStatus.put(items).go(), entries, [
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
