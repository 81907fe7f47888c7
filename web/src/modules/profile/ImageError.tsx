import { Button, Callout } from "@blueprintjs/core";
import { imageErrorText } from "./imageErrors";
import type { ProfileImage } from "./useProfileImage";
import { useProfileTranslation } from "./i18n";
import "./pictures.css";

/** A picture change that failed: what and why, until dismissed or tried again. */
export function ImageError({ image }: { image: ProfileImage }) {
  const { t } = useProfileTranslation();
  if (!image.error) return null;
  return (
    <div className="profile-image-error">
      <Callout
        intent="danger"
        role="alert"
        title={t(image.kind === "cover" ? "images.coverFailed" : "images.avatarFailed")}
      >
        {imageErrorText(t, image.kind, image.error)}
      </Callout>
      <Button
        className="profile-image-error-close"
        variant="minimal"
        size="small"
        icon="cross"
        aria-label={t("images.dismiss")}
        onClick={image.dismiss}
      />
    </div>
  );
}
