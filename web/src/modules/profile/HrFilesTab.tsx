import { Button, Callout, NonIdealState, ProgressBar } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { FileView } from "@intranet/contracts/files";
import { hasRole, isAdminOrAbove } from "@intranet/contracts/roles";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../i18n/errorText";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { QueryMore } from "../../ui/QueryMore";
import { profileApi, profileKeys } from "./api";
import { HrFileRow } from "./HrFileRow";
import { showToast } from "../../ui/toast";
import { useFilePick } from "./useFilePick";
import { useHrUpload } from "./useHrUpload";
import { useProfileTranslation } from "./i18n";
import { QueryState } from "../../ui/QueryState";

/**
 * The HR files tab (the person, admins and HR officers): the person's HR documents
 * (GET /api/user/{id}/files?module=hr), newest first, each downloadable; admins and HR officers
 * upload one for the person and delete them.
 */
export function HrFilesTab({ user, me }: { user: UserView; me: UserView }) {
  const { t } = useProfileTranslation();
  const queryClient = useQueryClient();
  const manage = isAdminOrAbove(me) || hasRole(me, "hr");
  const [deleting, setDeleting] = useState<FileView | null>(null);
  const pages = useInfiniteQuery({
    queryKey: profileKeys.hrFiles(user._id),
    queryFn: ({ pageParam }) => profileApi.hrFiles(user._id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });
  const hrUpload = useHrUpload(user, (name) => void showToast(t("hrFiles.uploaded", { name })));
  const [picker, pick] = useFilePick((file) => void hrUpload.upload(file), "hr-file");
  const remove = useMutation({
    mutationFn: (file: FileView) => profileApi.deleteHrFile(user._id, file._id),
    onSuccess: (_answer, file) => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.hrFiles(user._id) });
      void showToast(t("hrFiles.removed", { name: file.name }));
    },
    onError: (error) => void showToast(errorText(t, error), "danger"),
  });

  if (pages.isPending || pages.isError) return <QueryState query={pages} errorTitle={t("hrFiles.loadError")} />;
  const files = pages.data.pages.flatMap((page) => page.items);
  const own = user._id === me._id;
  return (
    <section className="cabinet-tab" aria-label={t("hrFiles.label")}>
      {manage ? (
        <div className="profile-tab-tools">
          {picker}
          <Button
            icon="upload"
            intent="primary"
            text={t("hrFiles.upload")}
            disabled={!!hrUpload.uploading}
            onClick={pick}
          />
        </div>
      ) : null}
      {hrUpload.uploading ? (
        <div className="profile-upload" role="status">
          <span>
            {t("hrFiles.uploading", {
              name: hrUpload.uploading.name,
              percent: Math.round(hrUpload.uploading.progress * 100),
            })}
          </span>
          <ProgressBar value={hrUpload.uploading.progress} intent="primary" />
        </div>
      ) : null}
      {hrUpload.failure ? (
        <Callout intent="danger" role="alert" title={t("hrFiles.uploadFailed", { name: hrUpload.failure.name })}>
          {errorText(t, hrUpload.failure.error)}
        </Callout>
      ) : null}
      {files.length ? (
        <ul className="profile-files">
          {files.map((file) => (
            <HrFileRow key={file._id} file={file} onDelete={manage ? setDeleting : undefined} />
          ))}
        </ul>
      ) : (
        <NonIdealState
          className="profile-empty"
          icon="folder-open"
          title={t("hrFiles.empty")}
          description={t(manage ? "hrFiles.emptyManage" : own ? "hrFiles.emptyOwn" : "hrFiles.emptyOther")}
        />
      )}
      <QueryMore query={pages} count={files.length} />
      <ConfirmDialog
        open={deleting !== null}
        text={t("hrFiles.removeConfirm", { name: deleting?.name ?? "" })}
        confirmText={t("hrFiles.removeButton")}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
