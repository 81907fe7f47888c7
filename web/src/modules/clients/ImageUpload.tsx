import { Button } from "@blueprintjs/core";
import type { DesignImageKind } from "@intranet/contracts/clients";
import { profileImagesRoutes } from "@intranet/contracts/profileImages";
import { useId, useRef, useState } from "react";
import { callRoute } from "../../api/client";
import { isApiError } from "../../api/errors";
import { uploadFile } from "../../api/files";
import { errorText } from "../../i18n/errorText";
import { translateCode } from "../../i18n/translateMessage";
import { DesignImageError, prepareDesignImage } from "./designImage";
import { useClientsTranslation } from "./i18n";

interface ImageUploadProps {
  /** The company whose design it is: the upload goes to its files, whichever company the page is in. */
  clientId: string;
  kind: DesignImageKind;
  label: string;
  value: string;
  onChange: (url: string) => void;
}

/** The size of a refused picture, from the browser's check or the server's answer. */
function pickedSize(error: unknown): { width: number; height: number } | undefined {
  if (error instanceof DesignImageError) return error.size;
  const details = isApiError(error) ? (error.details as { width?: unknown; height?: unknown } | undefined) : undefined;
  return typeof details?.width === "number" && typeof details.height === "number"
    ? { width: details.width, height: details.height }
    : undefined;
}

/**
 * A design picture (logo, header, side panel): checked in the browser (designImage.ts), uploaded
 * into the company, then published by the server, which measures it again and answers a public
 * URL; the draft takes the URL and the design tab saves it with the rest. A refusal shows under the
 * field, with the rule and the chosen picture's size.
 */
export function ImageUpload({ clientId, kind, label, value, onChange }: ImageUploadProps) {
  const { t } = useClientsTranslation();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const message = (error: unknown): string => {
    if (error instanceof DesignImageError && error.reason !== "size") return t(`design.imageError.${error.reason}`);
    const size = pickedSize(error);
    const wrongSize =
      (error instanceof DesignImageError && error.reason === "size") ||
      (isApiError(error) && (error.code === "clients.header_image_size" || error.code === "files.wrong_image_size"));
    if (!wrongSize) return errorText(t, error);
    const rule =
      kind === "header"
        ? translateCode(t, "clients.header_image_size")
        : t(kind === "logo" ? "design.imageError.logoSize" : "design.imageError.sidePanelSize");
    const picked = size ? ` ${t("design.imageError.picked", size)}` : "";
    return `${rule.replace(/[.!]?$/, ".")}${picked}`;
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const prepared = await prepareDesignImage(file, kind);
      const stored = await uploadFile(prepared, "common", { no_show: true, clientId });
      const published = await callRoute(
        profileImagesRoutes.publishDesignImage,
        { params: { id: clientId, kind }, body: { fileId: stored._id } },
        { no_show: true, clientId },
      );
      onChange(published.url);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`bp6-form-group design-image design-image-${kind}`}>
      <span className="bp6-label">{label}</span>
      <div className="design-image-box">
        {value ? <img src={value} alt="" /> : <span className="design-image-none">{t("design.none")}</span>}
      </div>
      <div className="design-image-tools">
        {/* The picker's own input: reached through the button (its name is the field's). */}
        <input
          ref={input}
          type="file"
          className="design-image-file"
          tabIndex={-1}
          accept="image/png,image/jpeg,image/webp"
          aria-label={label}
          onChange={(event) => {
            const field = event.currentTarget;
            void pick(field.files?.[0]).finally(() => (field.value = ""));
          }}
        />
        <Button
          icon="upload"
          loading={busy}
          text={value ? t("design.replace") : t("design.upload")}
          aria-label={`${value ? t("design.replace") : t("design.upload")}: ${label}`}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        />
        {value ? (
          <Button
            variant="minimal"
            icon="trash"
            aria-label={t("design.removeLabel", { name: label })}
            title={t("design.removeLabel", { name: label })}
            disabled={busy}
            onClick={() => {
              setFailure(null);
              onChange("");
            }}
          />
        ) : null}
      </div>
      <p id={hintId} className="design-note">
        {t(`design.imageHint.${kind}`)}
      </p>
      {failure ? (
        <p className="design-image-error" role="alert">
          {message(failure)}
        </p>
      ) : null}
    </div>
  );
}
