import { Button, Callout, Icon, NonIdealState } from "@blueprintjs/core";
import type { ClientView, ErrorCode, FilesDeleted } from "@intranet/contracts";
import type { HangedFileView } from "@intranet/contracts/admin";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../api/errors";
import { errorText } from "../../../i18n/errorText";
import { translateCode } from "../../../i18n/translateMessage";
import { usePlural } from "../../../i18n/usePlural";
import { useDateTime, useLocale } from "../../../shared/useDateTime";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { adminApi, adminKeys } from "../api";
import { CountNow } from "../data/CountNow";
import { useAdminTranslation } from "../i18n";
import { useBytes } from "../../../shared/useBytes";
import { FileTable } from "./FileTable";

/** The API deletes at most this many files a call. */
const perCall = 100;

/** What a deletion did, over its calls; `error` stops it (the calls after it are not made). */
interface Outcome extends FilesDeleted {
  error?: unknown;
}

/** A report the API sends inside an error when some files failed (`files.bulk_delete_error`, `files.not_found`). */
const reportOf = (error: unknown): FilesDeleted | null => {
  const details = isApiError(error) ? (error.details as Partial<FilesDeleted> | undefined) : undefined;
  return Array.isArray(details?.deleted) && Array.isArray(details?.failed) ? (details as FilesDeleted) : null;
};

/** Deletes the files a hundred at a time; a call's failure report counts, any other failure stops. */
async function deleteAll(client: string, fileIds: string[]): Promise<Outcome> {
  const outcome: Outcome = { deleted: [], failed: [] };
  for (let from = 0; from < fileIds.length; from += perCall) {
    try {
      const report = await adminApi.deleteHangedFiles(client, fileIds.slice(from, from + perCall));
      outcome.deleted.push(...report.deleted);
      outcome.failed.push(...report.failed);
    } catch (error) {
      const report = reportOf(error);
      if (!report) return { ...outcome, error };
      outcome.deleted.push(...report.deleted);
      outcome.failed.push(...report.failed);
    }
  }
  return outcome;
}

/**
 * File cleaning (product-spec §2 admin panel): the stored files nothing in the company refers to
 * any more, as the latest count found them (a page at a time, "load more"), chosen by checkbox
 * (or every one shown), and deleted after a confirmation; the sizes chosen and freed in words. Before
 * the first count the tab asks for one; files of the last 24 hours are never listed (said so).
 */
export function FilesTab({ client }: { client: ClientView }) {
  const { t } = useAdminTranslation();
  const plural = usePlural();
  const bytes = useBytes();
  const number = new Intl.NumberFormat(useLocale());
  const dateTime = useDateTime();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const query = useInfiniteQuery({
    queryKey: adminKeys.hanged(client._id),
    queryFn: ({ pageParam }) => adminApi.hangedFiles(client._id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });
  const files = query.data?.pages.flatMap((page) => page.files) ?? [];
  const takenAt = query.data?.pages[0]?.takenAt ?? null;
  const chosen = files.filter((file) => selected.has(file.fileId));
  // The whole list's size, from the same count (the list itself comes a page at a time).
  const data = useQuery({ queryKey: adminKeys.data(client._id), queryFn: () => adminApi.data(client._id) });
  const total = data.data?.inventory?.unreferenced;
  const counted = (key: "selected" | "confirm" | "deleted", list: Pick<HangedFileView, "size">[]) =>
    t(`files.${key}_${plural(list.length)}`, {
      count: list.length,
      value: number.format(list.length),
      size: bytes(list.reduce((total, file) => total + file.size, 0)),
    });

  const remove = useMutation({
    mutationFn: (ids: string[]) => deleteAll(client._id, ids),
    onSuccess: (outcome) => {
      const gone = new Set(outcome.deleted);
      const deleted = files.filter((file) => gone.has(file.fileId));
      if (deleted.length) void showToast(counted("deleted", deleted));
      // A file deleted meanwhile by someone else is gone too: not a failure to report.
      const failed = outcome.failed.filter((entry) => entry.code !== "files.not_found");
      const reason = outcome.error
        ? errorText(t, outcome.error)
        : failed[0]
          ? translateCode(t, failed[0].code as ErrorCode, {}, failed[0].message)
          : null;
      setProblem(
        reason === null
          ? null
          : outcome.error && !outcome.deleted.length
            ? t("files.failed", { reason })
            : t(`files.notDeleted_${plural(Math.max(1, failed.length))}`, {
                count: Math.max(1, failed.length),
                value: number.format(Math.max(1, failed.length)),
                reason,
              }),
      );
      setSelected((old) => new Set([...old].filter((id) => !gone.has(id))));
    },
    onSettled: () => {
      for (const key of [adminKeys.hanged(client._id), adminKeys.data(client._id), adminKeys.stat(client._id)])
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const select = (ids: string[], on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  const body = () => {
    if (!query.data) return <QueryState query={query} errorTitle={t("files.loadFailed")} />;
    if (!takenAt)
      return (
        <NonIdealState
          className="admin-empty"
          icon="calculator"
          title={t("files.neverTitle")}
          description={t("files.neverText")}
          action={<CountNow client={client._id} takenAt={null} primary />}
        />
      );
    if (!files.length)
      return (
        <NonIdealState
          className="admin-empty"
          icon="tick-circle"
          title={t("files.noneTitle")}
          description={t("files.noneText", { time: dateTime(takenAt) })}
          action={<CountNow client={client._id} takenAt={takenAt} />}
        />
      );
    return (
      <section className="admin-card admin-files-card" aria-label={t("files.list")}>
        <div className="admin-tab-head admin-files-head">
          <CountNow client={client._id} takenAt={takenAt} />
          {total?.count ? (
            <strong className="admin-files-total">
              {t(`files.total_${plural(total.count)}`, {
                count: total.count,
                value: number.format(total.count),
                size: bytes(total.bytes),
              })}
            </strong>
          ) : null}
        </div>
        <div className="admin-selection" role="status">
          <span className={chosen.length ? undefined : "admin-muted"}>
            {chosen.length ? counted("selected", chosen) : t("files.noneSelected")}
          </span>
          <Button
            intent="danger"
            icon="trash"
            text={t("files.deleteSelected")}
            disabled={!chosen.length}
            loading={remove.isPending}
            onClick={() => setConfirming(true)}
          />
        </div>
        {problem ? (
          <Callout intent="danger" icon="error" role="alert" className="admin-files-problem">
            {problem}
          </Callout>
        ) : null}
        <div className="admin-table-wrap">
          <FileTable files={files} selected={selected} onSelect={select} />
        </div>
        <QueryMore query={query} count={files.length} className="admin-more" />
      </section>
    );
  };

  return (
    <div className="admin-tab">
      <div>
        <h2 className="admin-tab-title">{t("files.title")}</h2>
        <p className="admin-muted">{t("files.intro")}</p>
        <p className="admin-muted admin-recent-note">
          <Icon icon="info-sign" size={14} /> {t("files.recent")}
        </p>
      </div>
      {body()}
      <ConfirmDialog
        open={confirming}
        text={counted("confirm", chosen)}
        confirmText={t("files.confirmButton")}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          setProblem(null);
          remove.mutate(chosen.map((file) => file.fileId));
        }}
      />
    </div>
  );
}
