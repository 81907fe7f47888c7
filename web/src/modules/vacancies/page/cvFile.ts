import { cvContentTypes, vacancyLimits } from "@intranet/contracts/vacancies";

/** The document type of each CV extension (what the API accepts: contracts' `cvContentTypes`). */
const typeByExtension: Record<string, (typeof cvContentTypes)[number]> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  odt: "application/vnd.oasis.opendocument.text",
  rtf: "application/rtf",
  txt: "text/plain",
};

/** The file picker's filter: the extensions and their types. */
export const cvAccept = [...Object.keys(typeByExtension).map((ext) => `.${ext}`), ...cvContentTypes].join(",");

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/**
 * A picked file as the CV to upload, or the refusal the API would answer (`vacancies.bad_cv`) before
 * anything is sent: a document by its extension, not empty, at most 20 MB. Browsers leave some types
 * empty or generic (.odt, .rtf): the file then goes with its extension's type.
 */
export function cvOf(file: File): File | "vacancies.bad_cv" {
  const type = typeByExtension[extensionOf(file.name)];
  if (!type || file.size === 0 || file.size > vacancyLimits.cvMaxBytes) return "vacancies.bad_cv";
  if ((cvContentTypes as readonly string[]).includes(file.type)) return file;
  return new File([file], file.name, { type, lastModified: file.lastModified });
}
