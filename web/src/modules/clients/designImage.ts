import { designImageRules, fitsDesignImage, type DesignImageKind } from "@intranet/contracts/clients";

/** Why a chosen picture is not sent: it cannot be opened, it is not PNG, JPEG or WebP, or its size breaks the rule. */
export class DesignImageError extends Error {
  constructor(
    readonly reason: "decode" | "format" | "size",
    readonly size?: { width: number; height: number },
  ) {
    super(reason);
  }
}

const formats: Record<string, "png" | "jpg" | "webp"> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

async function measure(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    throw new DesignImageError("decode");
  }
}

/** The header drawn 160 px high (a taller picture that stays wide enough), in its own format. */
async function scaleToHeight(bitmap: ImageBitmap, file: File, height: number): Promise<File> {
  const width = Math.round((bitmap.width * height) / bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new DesignImageError("decode");
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.9));
  if (!blob) throw new DesignImageError("decode");
  return new File([blob], file.name, { type: blob.type || file.type });
}

/**
 * A chosen design picture checked in the browser before it is sent (the server checks the bytes
 * again): PNG, JPEG or WebP; the header 160 px high and at least 1000 px wide (product-spec §9). A
 * taller header picture that is still 1000 px wide once 160 px high is scaled down here rather than
 * refused.
 */
export async function prepareDesignImage(file: File, kind: DesignImageKind): Promise<File> {
  const format = formats[file.type];
  if (!format) throw new DesignImageError("format");
  const bitmap = await measure(file);
  try {
    const size = { width: bitmap.width, height: bitmap.height };
    if (fitsDesignImage(kind, { format, ...size })) return file;
    const height = designImageRules[kind].height;
    if (height !== undefined && size.height > height) {
      const scaled = { format, width: Math.round((size.width * height) / size.height), height };
      if (fitsDesignImage(kind, scaled)) return await scaleToHeight(bitmap, file, height);
    }
    throw new DesignImageError("size", size);
  } finally {
    bitmap.close();
  }
}
