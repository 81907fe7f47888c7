import { Button, Callout, HTMLTable } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import type { CollectionCount, DataInventoryView, MaintenanceRunView } from "@intranet/contracts/admin";
import { useMemo, useState } from "react";
import { usePlural } from "../../../i18n/usePlural";
import { useDateTime, useLocale } from "../../../shared/useDateTime";
import { LinkButton } from "../../../ui/LinkButton";
import { VisuallyHidden } from "../../../ui/VisuallyHidden";
import { useAdminTranslation } from "../i18n";
import { isActive, latestRun, useMaintenanceRuns } from "../parts/maintenance";
import { RunStatusTag, useRunError, useRunResult } from "../parts/RunParts";
import { useBytes } from "../../../shared/useBytes";
import { useDataNames } from "../parts/useDataNames";
import { CountNow, useInventoryRun } from "./CountNow";
import { DeleteCollectionDialog } from "./DeleteCollectionDialog";

type Counted = NonNullable<DataInventoryView["inventory"]>;

/**
 * The latest deletion of a collection, while it runs and until the next count (the figures shown
 * were counted before it): its progress, what it deleted, or why it failed.
 */
function Deletion({ run, takenAt }: { run: MaintenanceRunView; takenAt: string | null }) {
  const { t } = useAdminTranslation();
  const names = useDataNames();
  const result = useRunResult()(run);
  const runError = useRunError();
  const name = names.collection(run.collection ?? "");
  if (isActive(run))
    return (
      <Callout intent="primary" icon={null} className="admin-deletion" role="status">
        <RunStatusTag run={run} /> {t("data.deletion.running", { name })}
      </Callout>
    );
  if (takenAt && run.requestedAt < takenAt) return null;
  if (run.status === "failed")
    return (
      <Callout intent="danger" icon="error" className="admin-deletion" role="alert">
        {t("data.deletion.failed", { name, error: runError(run) })}
      </Callout>
    );
  return (
    <Callout intent="success" icon="tick" className="admin-deletion" role="status">
      <p>{t("data.deletion.done", { name, result: result.join(", ") })}</p>
      {takenAt ? <p>{t("data.deletion.recount")}</p> : null}
    </Callout>
  );
}

/** Collections by their items (most first), each deletable one that has items with its Delete; then the items of none. */
function Collections({
  inventory,
  busy,
  onDelete,
}: {
  inventory: Counted;
  busy: boolean;
  onDelete: (collection: CollectionCount) => void;
}) {
  const { t } = useAdminTranslation();
  const names = useDataNames();
  const number = new Intl.NumberFormat(useLocale());
  const rows = useMemo(
    () =>
      inventory.collections
        .map((collection) => ({ collection, name: names.collection(collection.name) }))
        .sort((a, b) => b.collection.items - a.collection.items || a.name.localeCompare(b.name)),
    [inventory.collections, names],
  );
  return (
    <div className="admin-table-wrap">
      <HTMLTable compact className="admin-table admin-collections">
        <thead>
          <tr>
            <th scope="col">{t("data.collection")}</th>
            <th scope="col" className="admin-num">
              {t("data.items")}
            </th>
            <th scope="col" className="admin-actions-col">
              <VisuallyHidden>{t("data.actions")}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ collection, name }) => (
            <tr key={collection.name}>
              <th scope="row">{name}</th>
              <td className="admin-num">{number.format(collection.items)}</td>
              <td className="admin-actions-col">
                {/* Nothing to delete at the last count: no button (a count shows what came since). */}
                {collection.deletable && collection.items > 0 ? (
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    className="admin-delete"
                    text={<span className="admin-delete-text-label">{t("data.delete")}</span>}
                    aria-label={t("data.deleteLabel", { name })}
                    disabled={busy}
                    onClick={() => onDelete(collection)}
                  />
                ) : null}
              </td>
            </tr>
          ))}
          <tr className="admin-other-row">
            <th scope="row">
              {t("data.otherItems")} <span className="admin-muted admin-hint">({t("data.otherItemsHint")})</span>
            </th>
            <td className="admin-num">{number.format(inventory.otherItems)}</td>
            <td className="admin-actions-col" />
          </tr>
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** Stored files by file module (largest first), and those nothing refers to, with the way to clean them. */
function Files({ inventory }: { inventory: Counted }) {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  const names = useDataNames();
  const bytes = useBytes();
  const plural = usePlural();
  const number = new Intl.NumberFormat(useLocale());
  const { unreferenced } = inventory;
  return (
    <section className="admin-card admin-inventory" aria-labelledby="admin-data-files">
      <h3 id="admin-data-files" className="admin-card-title">
        {t("data.files")}
      </h3>
      {inventory.files.length ? (
        <div className="admin-table-wrap">
          <HTMLTable compact className="admin-table admin-file-modules">
            <thead>
              <tr>
                <th scope="col">{t("data.module")}</th>
                <th scope="col" className="admin-num">
                  {t("data.count")}
                </th>
                <th scope="col" className="admin-num">
                  {t("data.size")}
                </th>
              </tr>
            </thead>
            <tbody>
              {inventory.files.map((entry) => (
                <tr key={entry.module}>
                  <th scope="row">{names.fileModule(entry.module)}</th>
                  <td className="admin-num">{number.format(entry.count)}</td>
                  <td className="admin-num">{bytes(entry.bytes)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      ) : (
        <p className="admin-muted">{t("data.noFiles")}</p>
      )}
      {unreferenced.count ? (
        <div className="admin-unreferenced">
          <span>
            {t(`data.unreferenced_${plural(unreferenced.count)}`, {
              count: unreferenced.count,
              value: number.format(unreferenced.count),
              size: bytes(unreferenced.bytes),
            })}
          </span>
          <LinkButton to="/admin/?tab=files" icon="arrow-right" text={t("data.reviewFiles")} />
        </div>
      ) : inventory.files.length ? (
        <p className="admin-muted">{t("data.noUnreferenced")}</p>
      ) : null}
      <p className="admin-muted admin-hint">{t("data.filesAsCounted", { time: dateTime(inventory.takenAt) })}</p>
    </section>
  );
}

/**
 * What the company holds by module, as its latest count found it: "Count now" and its progress, the
 * collections with their items (a deletable one deleted after typing the workspace's name, its run
 * followed here), and the files by module.
 */
export function Inventory({ client, view }: { client: ClientView; view: DataInventoryView }) {
  const { t } = useAdminTranslation();
  const runs = useMaintenanceRuns(client._id);
  const { counting } = useInventoryRun(client._id);
  const [deleting, setDeleting] = useState<CollectionCount | null>(null);
  const { inventory } = view;
  const takenAt = inventory?.takenAt ?? null;
  const deletion = latestRun(runs.data?.runs, "deleteCollection");
  const busy = Boolean(deletion && isActive(deletion));
  return (
    <>
      <section className="admin-card admin-inventory" aria-labelledby="admin-data-inventory">
        <h3 id="admin-data-inventory" className="admin-card-title">
          {t("data.inventory")}
        </h3>
        <p className="admin-muted">{t("data.inventoryText")}</p>
        <CountNow client={client._id} takenAt={takenAt} primary={!inventory} />
        {deletion ? <Deletion run={deletion} takenAt={takenAt} /> : null}
        {inventory ? (
          <>
            <Collections inventory={inventory} busy={busy} onDelete={setDeleting} />
            <p className="admin-muted admin-hint">{busy ? t("data.deletion.busy") : t("data.deletableNote")}</p>
          </>
        ) : counting ? null : (
          <p>{t("data.neverCountedText")}</p>
        )}
      </section>
      {inventory ? <Files inventory={inventory} /> : null}
      <DeleteCollectionDialog client={client} collection={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
