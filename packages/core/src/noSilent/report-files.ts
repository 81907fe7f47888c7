import { reportLimits, type ReportFileInput, type ReportFileView } from "@intranet/contracts/noSilent";
import { keptFileUrl, keptKey, removeKeptFiles, storeKeptFile } from "../files";
import { AppError } from "../platform";
import { newFileId } from "./codes";
import { stripImageMetadata } from "./strip-metadata";

/** A report's file as kept: its view plus its key in the bucket. */
export interface KeptReportFile extends ReportFileView {
  key: string;
}

interface ReadyFile extends KeptReportFile {
  body: Uint8Array;
}

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";

/**
 * The files sent with a report, decoded and checked before anything is written: each is what its
 * type says (a picture parses, a PDF starts as one), pictures lose their metadata (EXIF, GPS, XMP,
 * comments), and together they fit `reportLimits.filesBytesMax`.
 */
export function readReportFiles(clientId: string, reportId: string, inputs: ReportFileInput[]): ReadyFile[] {
  const files = inputs.map((input): ReadyFile => {
    const raw = new Uint8Array(Buffer.from(input.data, "base64"));
    if (!raw.length) throw new AppError("reports.bad_file", { name: input.name });
    const body =
      input.contentType === "application/pdf" ? (isPdf(raw) ? raw : null) : stripImageMetadata(raw, input.contentType);
    if (!body) throw new AppError("reports.bad_file", { name: input.name });
    const id = newFileId();
    const key = keptKey(clientId, "noSilent", `${reportId}/${id}`);
    return { id, key, name: input.name, size: body.length, contentType: input.contentType, body };
  });
  if (files.reduce((sum, file) => sum + file.size, 0) > reportLimits.filesBytesMax)
    throw new AppError("reports.files_too_large");
  return files;
}

/** Writes them (no metadata but the type); answers what the report records. */
export async function storeReportFiles(clientId: string, files: ReadyFile[]): Promise<KeptReportFile[]> {
  await Promise.all(files.map((file) => storeKeptFile(clientId, file)));
  return files.map(({ body: _body, ...kept }) => kept);
}

export async function dropReportFiles(clientId: string, files: KeptReportFile[]): Promise<void> {
  await removeKeptFiles(
    clientId,
    files.map((file) => file.key),
  );
}

/** A short-lived link of one of the report's files. */
export function reportFileUrl(clientId: string, files: KeptReportFile[], fileId: string) {
  const file = files.find((candidate) => candidate.id === fileId);
  if (!file) throw new AppError("reports.not_found");
  return keptFileUrl(clientId, file);
}

export const fileViews = (files: KeptReportFile[]): ReportFileView[] => files.map(({ key: _key, ...view }) => view);
