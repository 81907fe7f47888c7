import { Button, FileInput, FormGroup } from "@blueprintjs/core";
import type { ShopPicture as Picture } from "@intranet/contracts/shop";
import { shopLimits } from "@intranet/contracts/shop";
import { UploadList, type UploadItem } from "../../../shared/uploads/UploadList";
import { useUploads } from "../../../shared/uploads/useUploads";
import { useShopTranslation } from "../i18n";
import { ShopPicture } from "../ShopPicture";

export interface PictureUpload extends UploadItem {
  fileId?: string;
}

/**
 * Pictures of an item or of the shop (module `shop` of the files capability): those kept, each
 * removable, and new ones uploading with their progress. `limit` pictures at most; the hint says
 * which shape fits (200 × 360, the spec's).
 */
export function usePictureUploads() {
  return useUploads<PictureUpload>({ module: "shop", keep: (stored) => ({ fileId: stored._id }) });
}

export function PicturesField({
  id,
  label,
  hint,
  kept,
  onKeptChange,
  uploads,
  limit = shopLimits.maxPics,
  addText,
}: {
  id: string;
  label: string;
  hint: string;
  kept: Picture[];
  onKeptChange: (pics: Picture[]) => void;
  uploads: ReturnType<typeof usePictureUploads>;
  limit?: number;
  /** The file box's text ("Add pictures" by default). */
  addText?: string;
}) {
  const { t } = useShopTranslation();
  const room = limit - kept.length - uploads.held();
  return (
    <FormGroup label={label} labelFor={id} helperText={hint}>
      {kept.length ? (
        <ul className="shop-pictures" aria-label={label}>
          {kept.map((pic, index) => (
            <li key={pic.fileId} className="shop-pictures-item">
              <ShopPicture pic={pic} alt={t("items.removePicture", { number: index + 1 })} />
              <Button
                size="small"
                icon="cross"
                className="shop-pictures-remove"
                aria-label={t("items.removePicture", { number: index + 1 })}
                onClick={() => onKeptChange(kept.filter((other) => other.fileId !== pic.fileId))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <UploadList items={uploads.items} onRemove={uploads.remove} />
      {room > 0 ? (
        <FileInput
          fill
          text={addText ?? t("items.addPictures")}
          buttonText={t("items.choose")}
          inputProps={{ id, accept: "image/*", multiple: limit > 1 }}
          onInputChange={(event) => {
            const input = event.currentTarget as HTMLInputElement;
            uploads.start([...(input.files ?? [])].slice(0, room));
            input.value = "";
          }}
        />
      ) : null}
    </FormGroup>
  );
}

/** The file ids to save: those kept, then the finished uploads. */
export function pictureIds(kept: Picture[], uploads: ReturnType<typeof usePictureUploads>): string[] {
  return [...kept.map((pic) => pic.fileId), ...uploads.items.flatMap((item) => (item.fileId ? [item.fileId] : []))];
}
