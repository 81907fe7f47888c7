import { Button, Icon } from "@blueprintjs/core";
import { filesRoutes } from "@intranet/contracts/files";
import type { LessonFileView } from "@intranet/contracts/courses";
import { callRoute } from "../../../api/client";
import { useBytes } from "../../../shared/useBytes";
import { useCoursesTranslation } from "../i18n";

/** Opens a file through a fresh presigned link (GET /api/files/{id}/url). */
async function open(file: LessonFileView) {
  const { url } = await callRoute(filesRoutes.downloadUrl, { params: { fileId: file.id } });
  window.open(url, "_blank", "noopener");
}

/** A lesson's files and video links, each opened in a new tab. */
export function LessonFiles({ files, videos }: { files: LessonFileView[]; videos: string[] }) {
  const { t } = useCoursesTranslation();
  const bytes = useBytes();
  if (!files.length && !videos.length) return null;
  return (
    <section className="courses-section">
      <h2 className="courses-section-title">{t("lesson.materials")}</h2>
      <ul className="courses-hardest">
        {videos.map((url) => (
          <li key={url}>
            <Icon icon="video" size={14} aria-hidden />{" "}
            <a href={url} target="_blank" rel="noopener noreferrer">
              {url}
            </a>
          </li>
        ))}
        {files.map((file) => (
          <li key={file.id}>
            <Button variant="minimal" size="small" icon="document" text={file.name} onClick={() => void open(file)} />
            <span className="courses-muted">{bytes(file.size)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
