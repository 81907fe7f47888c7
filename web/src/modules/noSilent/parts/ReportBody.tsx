import type { DownloadUrl } from "@intranet/contracts/files";
import type { ReportFileView } from "@intranet/contracts/noSilent";
import { useNoSilentTranslation } from "../i18n";
import { FileLinks } from "./FileLinks";

/**
 * What the reporter wrote and sent: the description and the files (each by `link`'s short-lived
 * address). One piece for the recipients' page and the public follow-up page; `id` keeps their
 * headings' ids apart.
 */
export function ReportBody({
  id,
  description,
  files,
  link,
}: {
  id: string;
  description: string;
  files: ReportFileView[];
  link: (file: string) => Promise<DownloadUrl>;
}) {
  const { t } = useNoSilentTranslation();
  return (
    <>
      <section aria-labelledby={`${id}-description`}>
        <h2 id={`${id}-description`} className="no-silent-section-title">
          {t("report.description")}
        </h2>
        <p className="no-silent-description">{description}</p>
      </section>
      {files.length ? (
        <section aria-labelledby={`${id}-files`}>
          <h2 id={`${id}-files`} className="no-silent-section-title">
            {t("report.files")}
          </h2>
          <FileLinks files={files} link={link} />
        </section>
      ) : null}
    </>
  );
}
