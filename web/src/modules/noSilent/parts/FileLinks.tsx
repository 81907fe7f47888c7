import { formatBytes, type DownloadUrl } from "@intranet/contracts/files";
import type { ReportFileView } from "@intranet/contracts/noSilent";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../i18n/errorText";
import { Button } from "../../../ui/bp/Button";

/**
 * A report's files: each a button that asks for its short-lived link (`link`) and opens it in a new
 * tab; a refusal shows under the list (Blueprint's CSS only: the follow-up page shows them too).
 */
export function FileLinks({ files, link }: { files: ReportFileView[]; link: (file: string) => Promise<DownloadUrl> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const open = async (file: string) => {
    setBusy(file);
    setFailure(null);
    try {
      const { url } = await link(file);
      window.open(url, "_blank", "noopener");
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <ul className="no-silent-files">
        {files.map((file) => (
          <li key={file.id} className="no-silent-file">
            <Button
              minimal
              className="no-silent-file-button"
              text={file.name}
              loading={busy === file.id}
              onClick={() => void open(file.id)}
            />
            <span className="no-silent-muted">{formatBytes(file.size)}</span>
          </li>
        ))}
      </ul>
      {failure ? (
        <p className="no-silent-error" role="alert">
          {errorText(t, failure)}
        </p>
      ) : null}
    </>
  );
}
