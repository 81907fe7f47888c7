import { Spinner, Tag, type Intent } from "@blueprintjs/core";
import type { ErrorCode } from "@intranet/contracts";
import type { MaintenanceRunView } from "@intranet/contracts/admin";
import { useCallback } from "react";
import { translateCode } from "../../../i18n/translateMessage";
import { usePlural } from "../../../i18n/usePlural";
import { useLocale } from "../../../shared/useDateTime";
import { useAdminTranslation } from "../i18n";
import { useDataNames } from "./useDataNames";

const statusIntent: Record<MaintenanceRunView["status"], Intent> = {
  queued: "none",
  running: "primary",
  done: "success",
  failed: "danger",
};

/** A run's status as a tag ("Queued", "Running" with a spinner, "Done", "Failed"). */
export function RunStatusTag({ run }: { run: MaintenanceRunView }) {
  const { t } = useAdminTranslation();
  const working = run.status === "queued" || run.status === "running";
  return (
    <Tag
      intent={statusIntent[run.status]}
      minimal={run.status === "queued"}
      round
      icon={working ? <Spinner size={12} aria-hidden /> : undefined}
    >
      {t(`service.status.${run.status}`)}
    </Tag>
  );
}

/** The measures runs report, named in words, in this order (an unknown one shows as "name: value"). */
const measures = [
  "indexed",
  "deletedItems",
  "deletedFiles",
  "removed",
  "synced",
  "corrected",
  "changed",
  "countedItems",
  "countedFiles",
  "unreferenced",
] as const;
type Measure = (typeof measures)[number];
const isMeasure = (key: string): key is Measure => (measures as readonly string[]).includes(key);

/** A task's own words for a measure it shares a name with another's ("items": counted, or deleted). */
const measureOf: Partial<Record<MaintenanceRunView["task"], Record<string, Measure>>> = {
  takeInventory: { items: "countedItems", files: "countedFiles" },
  deleteCollection: { items: "deletedItems", files: "deletedFiles" },
};

/** A run's task by name: a deletion names its collection ("Delete data: Polls"). */
export function useTaskName() {
  const { t } = useAdminTranslation();
  const names = useDataNames();
  return useCallback(
    (run: Pick<MaintenanceRunView, "task" | "collection">) =>
      run.task === "deleteCollection" && run.collection
        ? t("deleteCollectionOf", { name: names.collection(run.collection) })
        : t(`tasks.${run.task}`),
    [t, names],
  );
}

/** What a run did, in words ("1,234 documents indexed, 1 stale document removed"); empty when it reported nothing. */
export function useRunResult() {
  const { t } = useAdminTranslation();
  const plural = usePlural();
  const locale = useLocale();
  return useCallback(
    (run: MaintenanceRunView): string[] => {
      const number = new Intl.NumberFormat(locale);
      const named = (key: string) => measureOf[run.task]?.[key] ?? key;
      const rank = (key: string) => {
        const name = named(key);
        return isMeasure(name) ? measures.indexOf(name) : measures.length;
      };
      return Object.entries(run.result ?? {})
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([key, value]) => {
          const name = named(key);
          return isMeasure(name)
            ? t(`service.measures.${name}_${plural(value)}`, { count: value, value: number.format(value) })
            : `${key}: ${number.format(value)}`;
        });
    },
    [t, plural, locale],
  );
}

/** A failed run's error in the reader's language. */
export function useRunError() {
  const { t } = useAdminTranslation();
  return useCallback(
    (run: MaintenanceRunView) => (run.error ? translateCode(t, run.error as ErrorCode) : t("service.failedNoCode")),
    [t],
  );
}
