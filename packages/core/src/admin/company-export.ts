import type { Actor } from "@intranet/contracts";
import type { ExportView } from "@intranet/contracts/exports";
import { loadClient, requireAdminOf, tenantIds, tenantItemPages, tenantObjectPages } from "../clients";
import { registerExporter, startExport } from "../exports";
import { writeJournal } from "../journal";
import { AppError, config, tenantOfPath } from "../platform";

/**
 * The company archive (docs/company-export.md): every item the company has in the table, one JSON
 * line each, by entity; every object it has in the files and media buckets; and a manifest that
 * counts both. A tenant leaving takes everything, except what is a secret of the platform's or of
 * its links (listed in the manifest): password hashes, sessions and reset tokens, and the
 * integrations' passwords, keys and webhook addresses.
 */
export const ARCHIVE_FORMAT = { format: "intranet-company-export", version: 1 } as const;

/** Entities that are secrets or the platform's bookkeeping: not in the archive at all. */
const omittedEntities = new Set(["session", "reset_token", "journalMark", "maintenanceLock", "attempt"]);
/** Attributes that are secrets: removed from the items that carry them. */
const redacted: Record<string, string[]> = {
  user: ["passwordHash"],
  companyIntegrations: ["hrmPassword", "mailingApiKey"],
  notificationIntegrations: ["telegramBotToken", "teamsWebhookUrl", "slackWebhookUrl"],
};
/** The table's index keys: derived from the attributes, so left out. */
const indexKey = /^(pk|sk|gsi\d+(pk|sk))$/;

type Item = Record<string, unknown>;

/** An item as the archive holds it: its attributes without index keys or secrets; undefined if left out. */
function archived(item: Item): { entity: string; item: Item } | undefined {
  const entity = typeof item.__edb_e__ === "string" ? item.__edb_e__ : "other";
  if (omittedEntities.has(entity)) return undefined;
  const hidden = new Set(redacted[entity] ?? []);
  const kept = Object.fromEntries(Object.entries(item).filter(([name]) => !indexKey.test(name) && !hidden.has(name)));
  return { entity, item: kept };
}

registerExporter<Record<string, never>>({
  kind: "company",
  contentType: "application/zip",
  async write({ clientId }, sink, progress) {
    const client = await loadClient(clientId);
    const { default: archiver } = await import("archiver");
    const zip = archiver("zip", { zlib: { level: 6 } });
    const done = new Promise<void>((resolve, reject) => {
      sink.on("finish", resolve);
      zip.on("error", reject);
    });
    zip.pipe(sink);
    let items = 0;

    const lines = new Map<string, string[]>();
    for await (const page of tenantItemPages(clientId)) {
      for (const raw of [...page.owned, ...page.elsewhere]) {
        const found = archived(raw);
        if (!found) continue;
        if (!lines.has(found.entity)) lines.set(found.entity, []);
        lines.get(found.entity)!.push(JSON.stringify(found.item));
      }
      await progress(items + [...lines.values()].reduce((sum, list) => sum + list.length, 0));
    }
    const entities: Record<string, number> = {};
    for (const [entity, list] of [...lines.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      zip.append(`${list.join("\n")}\n`, { name: `data/${entity}.jsonl` });
      entities[entity] = list.length;
      items += list.length;
    }

    const buckets = [
      { folder: "files", bucket: config.bucketName() },
      ...(config.mediaBucketName() !== config.bucketName()
        ? [{ folder: "media", bucket: config.mediaBucketName() }]
        : []),
    ];
    const stored: Record<string, { count: number; bytes: number }> = {};
    const { GetObjectCommand, s3 } = await import("../platform/s3-sdk");
    for (const { folder, bucket } of buckets) {
      stored[folder] = { count: 0, bytes: 0 };
      for await (const page of tenantObjectPages(clientId, undefined, bucket)) {
        for (const object of page) {
          // Files the server made for downloads (earlier exports among them) are not the company's.
          if (object.key.startsWith(`${clientId}/generated/`)) continue;
          const { Body } = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: object.key }));
          const bytes = Body ? await Body.transformToByteArray() : new Uint8Array();
          zip.append(Buffer.from(bytes), { name: `${folder}/${object.key.slice(clientId.length + 1)}` });
          stored[folder].count += 1;
          stored[folder].bytes += bytes.length;
          items += 1;
        }
        await progress(items);
      }
    }

    const manifest = {
      ...ARCHIVE_FORMAT,
      exportedAt: new Date().toISOString(),
      client: { id: clientId, workspace: client.workspace, name: client.name },
      entities,
      ...stored,
      omitted: { entities: [...omittedEntities].sort(), attributes: redacted, indexKeys: "pk, sk, gsi<n>pk, gsi<n>sk" },
    };
    zip.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: "manifest.json" });
    await zip.finalize();
    await done;
    return { items };
  },
});

/**
 * POST /api/clients/export/{client_id}: the company's archive, made off the request path (202);
 * follow GET /api/export/{id}. That company's admins, or the superadmin inside it. Journaled.
 */
export async function exportCompany(actor: Actor, clientId: string): Promise<ExportView> {
  requireAdminOf(actor, clientId);
  tenantOfPath(actor, clientId);
  const client = await loadClient(clientId);
  const started = await startExport(
    actor,
    "company",
    {},
    `${client.workspace}-${new Date().toISOString().slice(0, 10)}.zip`,
  );
  await writeJournal(actor, clientId, {
    action: "data.export",
    target: { type: "export", id: started._id, label: started.fileName },
  });
  return started;
}

/** POST /api/clients/export/all (superadmin): an archive of every live company, each in its own tenant. */
export async function exportAllCompanies(
  actor: Actor,
): Promise<{ started: Array<{ clientId: string; exportId: string }> }> {
  if (!actor.roles.includes("superadmin")) throw new AppError("common.no_access");
  const started: Array<{ clientId: string; exportId: string }> = [];
  for await (const clientId of tenantIds()) {
    const view = await exportCompany({ ...actor, tenantId: clientId }, clientId);
    started.push({ clientId, exportId: view._id });
  }
  return { started };
}
