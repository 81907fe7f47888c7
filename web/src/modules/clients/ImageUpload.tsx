import { FileInput } from "@blueprintjs/core";
import { useState } from "react";
import { uploadFile } from "../../api/files";
import { useClientsTranslation } from "./i18n";

interface ImageUploadProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  onError: (error: unknown) => void;
}

/** A design image: uploaded with module "common"; the file's download URL (or key) is what the design keeps. */
export function ImageUpload({ label, value, onChange, onError }: ImageUploadProps) {
  const { t } = useClientsTranslation();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const stored = await uploadFile(file, "common", { no_show: true }); // the form shows the error
      onChange(stored.url ?? stored.key);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="bp6-form-group">
      <span className="bp6-label">{label}</span>
      {value ? <img src={value} alt="" className="design-preview" /> : null}
      <FileInput
        text={busy ? t("ui:app.loading") : t("design.upload")}
        disabled={busy}
        inputProps={{ accept: "image/*", "aria-label": label }}
        onInputChange={(event) => void pick(event.currentTarget.files?.[0])}
      />
    </div>
  );
}
