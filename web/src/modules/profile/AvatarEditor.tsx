import { Button, Menu, MenuItem } from "@blueprintjs/core";
import { ClickPopover } from "../../ui/ClickPopover";
import { useState } from "react";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { ImageProgress } from "./ImageProgress";
import { pictureTypes, useFilePick } from "./useFilePick";
import type { ProfileImage } from "./useProfileImage";
import { useProfileTranslation } from "./i18n";
import "./pictures.css";

/**
 * The camera button on the avatar of a profile the reader may edit: without a photo it picks one;
 * with a photo it offers to upload another or remove it. A change in progress covers the avatar.
 */
export function AvatarEditor({ image }: { image: ProfileImage }) {
  const { t } = useProfileTranslation();
  const [confirming, setConfirming] = useState(false);
  const [picker, pick] = useFilePick((file) => void image.choose(file), "avatar-file", pictureTypes);
  const busy = image.work !== null;
  const camera = (
    <Button
      className="profile-avatar-edit"
      size="small"
      icon="camera"
      aria-label={t(image.url ? "images.avatarMenu" : "images.uploadAvatar")}
      title={t(image.url ? "images.avatarMenu" : "images.uploadAvatar")}
      disabled={busy}
      onClick={image.url ? undefined : pick}
    />
  );
  return (
    <>
      {picker}
      {image.work ? <ImageProgress work={image.work} compact /> : null}
      {image.url ? (
        <ClickPopover
          placement="bottom-start"
          disabled={busy}
          content={
            <Menu aria-label={t("images.avatarMenu")}>
              <MenuItem icon="upload" text={t("images.uploadAvatar")} onClick={pick} />
              <MenuItem
                icon="trash"
                intent="danger"
                text={t("images.removeAvatar")}
                onClick={() => setConfirming(true)}
              />
            </Menu>
          }
        >
          {camera}
        </ClickPopover>
      ) : (
        camera
      )}
      <ConfirmDialog
        open={confirming}
        text={t("images.removeAvatarConfirm")}
        confirmText={t("images.remove")}
        onConfirm={() => {
          setConfirming(false);
          void image.remove();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
