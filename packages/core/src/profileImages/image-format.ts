import { imageSize } from "image-size";
import type { ImageFormat } from "@intranet/contracts/profileImages";

/** The format read from the bytes (never the name or the declared type), with the picture's size. */
export interface ImageFacts {
  format: ImageFormat | "other";
  width: number;
  height: number;
  contentType: string;
}

const known: Record<string, { format: ImageFormat; contentType: string }> = {
  png: { format: "png", contentType: "image/png" },
  jpg: { format: "jpg", contentType: "image/jpeg" },
  webp: { format: "webp", contentType: "image/webp" },
};

/**
 * What the uploaded bytes are; null when they are not a picture at all. An EXIF-rotated JPEG is
 * measured as shown (width and height swapped for orientations 5–8).
 */
export function readImage(bytes: Uint8Array): ImageFacts | null {
  try {
    const size = imageSize(bytes);
    if (!size.width || !size.height) return null;
    const turned = (size.orientation ?? 1) >= 5;
    const type = known[size.type ?? ""];
    return {
      format: type?.format ?? "other",
      width: turned ? size.height : size.width,
      height: turned ? size.width : size.height,
      contentType: type?.contentType ?? "application/octet-stream",
    };
  } catch {
    return null;
  }
}
