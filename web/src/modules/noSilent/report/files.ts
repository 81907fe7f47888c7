import { reportFileTypes, reportLimits, type ReportFileInput, type ReportFileType } from "@intranet/contracts/noSilent";

/** What the file input takes: the schema's types. */
export const fileAccept = reportFileTypes.join(",");

const isReportType = (type: string): type is ReportFileType => (reportFileTypes as readonly string[]).includes(type);
const isPicture = (type: ReportFileType) => type !== "application/pdf";

/**
 * The catalogue code refusing a set of files before anything is sent (the schema's rules: at most 3,
 * pictures or PDF, 4 MB in all), or undefined when they may go.
 */
export function filesRefusal(files: readonly File[]): string | undefined {
  if (files.length > reportLimits.filesMax) return "reports.too_many_files";
  if (files.some((file) => !isReportType(file.type))) return "reports.bad_file_type";
  if (files.reduce((sum, file) => sum + file.size, 0) > reportLimits.filesBytesMax) return "reports.files_too_large";
  return undefined;
}

/** A refusal of the files that carries its catalogue code (shown at the files field). */
export class FilesRefused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * A picture drawn again through a canvas and encoded anew in its type: only its pixels travel, so its
 * EXIF (GPS, camera, the moment it was taken), XMP, IPTC and text chunks never leave the device (the
 * server strips them too). The bitmap takes the EXIF orientation, so the picture stays upright.
 */
export async function redrawPicture(file: Blob, type: "image/jpeg" | "image/png"): Promise<Blob> {
  if (typeof createImageBitmap !== "function") throw new FilesRefused("reports.bad_file");
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new FilesRefused("reports.bad_file");
  }
  const { width, height } = bitmap;
  try {
    if (typeof OffscreenCanvas === "function") {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d");
      if (!context) throw new FilesRefused("reports.bad_file");
      context.drawImage(bitmap, 0, 0);
      return await canvas.convertToBlob({ type, quality: 0.92 });
    }
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new FilesRefused("reports.bad_file");
    context.drawImage(bitmap, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
    if (!blob) throw new FilesRefused("reports.bad_file");
    return blob;
  } finally {
    bitmap.close();
  }
}

/** A blob's bytes as base64 (the schema's `data`). */
export function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(new FilesRefused("reports.bad_file"));
    reader.readAsDataURL(blob);
  });
}

const extensions: Record<ReportFileType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "application/pdf": "pdf",
};

/**
 * The files as the report's body carries them. For an anonymous report each picture is redrawn
 * (`redrawPicture`) and renamed `picture-1.jpg`…: a camera's file name carries the moment it was taken.
 */
export async function reportFiles(files: readonly File[], anonymous: boolean): Promise<ReportFileInput[]> {
  const refusal = filesRefusal(files);
  if (refusal) throw new FilesRefused(refusal);
  const prepared = await Promise.all(
    files.map(async (file, index) => {
      const type = file.type as ReportFileType;
      if (!anonymous || !isPicture(type)) return { name: file.name, type, blob: file as Blob };
      const blob = await redrawPicture(file, type as "image/jpeg" | "image/png");
      return { name: `picture-${index + 1}.${extensions[type]}`, type, blob };
    }),
  );
  // A picture drawn again may weigh more than it did.
  if (prepared.reduce((sum, file) => sum + file.blob.size, 0) > reportLimits.filesBytesMax)
    throw new FilesRefused("reports.files_too_large");
  return Promise.all(
    prepared.map(async ({ name, type, blob }) => ({ name, contentType: type, data: await toBase64(blob) })),
  );
}
