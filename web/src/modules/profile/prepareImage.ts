import type { ProfileImageKind } from "@intranet/contracts/users";
import { fitsPlan, imagePlan } from "./imageFit";

/** Why a chosen picture is not sent: it cannot be opened, or its size breaks the kind's rule. */
export class ImageCheckError extends Error {
  constructor(readonly reason: "decode" | "size") {
    super(reason === "decode" ? "Not a picture" : "files.wrong_image_size");
  }
}

/** JPEG quality of the pictures drawn here: small files, no visible loss at their sizes. */
const jpegQuality = 0.85;

async function decode(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    throw new ImageCheckError("decode");
  }
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ImageCheckError("decode"))), "image/jpeg", jpegQuality),
  );
}

/**
 * A chosen picture as the profile stores it, drawn in the browser before the upload: the avatar a
 * 512 × 512 JPEG of the picture's middle square, the cover a JPEG 3420 px wide. A picture that
 * cannot meet the rule (`fitsPlan`) is refused here, with nothing sent.
 */
export async function prepareProfileImage(file: File, kind: ProfileImageKind): Promise<File> {
  const bitmap = await decode(file);
  try {
    const size = { width: bitmap.width, height: bitmap.height };
    if (!fitsPlan(kind, size)) throw new ImageCheckError("size");
    const { source, target } = imagePlan(kind, size);
    const canvas = document.createElement("canvas");
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext("2d");
    if (!context) throw new ImageCheckError("decode");
    // JPEG has no transparency: a transparent PNG's background becomes white, not black.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, target.width, target.height);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, source.x, source.y, source.width, source.height, 0, 0, target.width, target.height);
    const blob = await toJpeg(canvas);
    return new File([blob], `${kind}.jpg`, { type: "image/jpeg" });
  } finally {
    bitmap.close();
  }
}
