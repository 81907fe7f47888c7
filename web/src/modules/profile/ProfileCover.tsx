import { Button } from "@blueprintjs/core";
import { useState } from "react";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { ImageProgress } from "./ImageProgress";
import { pictureTypes, useFilePick } from "./useFilePick";
import type { ProfileImage } from "./useProfileImage";
import { useProfileTranslation } from "./i18n";
import "./pictures.css";

/**
 * The cover above the profile's header (rules spec §9: stored 3420 px wide, shown cropped to the
 * band's height). Whoever may edit the profile gets "Add a cover" (a slim band when there is none),
 * "Change the cover" and "Remove the cover"; the others see the picture, or nothing.
 */
export function ProfileCover({ image, editable }: { image: ProfileImage; editable: boolean }) {
  const { t } = useProfileTranslation();
  const [confirming, setConfirming] = useState(false);
  const [picker, pick] = useFilePick((file) => void image.choose(file), "cover-file", pictureTypes);
  if (!image.url && !editable && !image.work) return null;
  const busy = image.work !== null;
  return (
    <div className={`profile-cover${image.url ? "" : " profile-cover-empty"}`}>
      {image.url ? <img className="profile-cover-image" src={image.url} alt="" /> : null}
      {editable ? (
        <div className="profile-cover-actions">
          {picker}
          <Button
            size="small"
            icon="camera"
            text={t(image.url ? "images.changeCover" : "images.addCover")}
            disabled={busy}
            onClick={pick}
          />
          {image.url ? (
            <Button
              size="small"
              icon="trash"
              aria-label={t("images.removeCover")}
              title={t("images.removeCover")}
              disabled={busy}
              onClick={() => setConfirming(true)}
            />
          ) : null}
        </div>
      ) : null}
      {image.work ? <ImageProgress work={image.work} /> : null}
      <ConfirmDialog
        open={confirming}
        text={t("images.removeCoverConfirm")}
        confirmText={t("images.remove")}
        onConfirm={() => {
          setConfirming(false);
          void image.remove();
        }}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
