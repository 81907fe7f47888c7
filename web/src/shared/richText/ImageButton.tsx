import { Button, Spinner } from "@blueprintjs/core";
import type { Editor } from "@tiptap/core";
import { useRef, useState } from "react";
import { useSharedTranslation } from "../i18n";
import { ToolButton } from "./ToolButton";

export type UploadImage = (file: File) => Promise<{ url: string }>;

type Upload = { state: "idle" } | { state: "uploading"; file: File } | { state: "failed"; file: File };

/** The image tool: pick a file, hand it to `uploadImage`, insert the answer's URL; shows uploading and failed states. */
export function ImageButton({
  editor,
  uploadImage,
  disabled,
}: {
  editor: Editor;
  uploadImage: UploadImage;
  disabled?: boolean;
}) {
  const { t } = useSharedTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>({ state: "idle" });

  const send = async (file: File) => {
    setUpload({ state: "uploading", file });
    try {
      const { url } = await uploadImage(file);
      if (editor.isDestroyed) return;
      editor
        .chain()
        .focus()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, "") })
        .run();
      setUpload({ state: "idle" });
    } catch {
      setUpload({ state: "failed", file });
    }
  };

  return (
    <>
      <ToolButton
        label={t("richText.image")}
        icon="media"
        disabled={disabled || upload.state === "uploading"}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void send(file);
        }}
      />
      {upload.state === "uploading" ? (
        <span className="rich-upload" role="status">
          <Spinner size={14} /> {t("richText.imageUploading")}
        </span>
      ) : null}
      {upload.state === "failed" ? (
        <span className="rich-upload rich-upload-failed" role="alert">
          {t("richText.imageFailed")}
          <Button
            size="small"
            variant="minimal"
            text={t("richText.imageRetry")}
            onClick={() => void send(upload.file)}
          />
          <Button
            size="small"
            variant="minimal"
            icon="cross"
            aria-label={t("richText.imageDismiss")}
            title={t("richText.imageDismiss")}
            onClick={() => setUpload({ state: "idle" })}
          />
        </span>
      ) : null}
    </>
  );
}
