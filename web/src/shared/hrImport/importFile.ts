import { hrImportFileModule } from "@intranet/contracts/hrImport";
import { uploadFile } from "../../api/files";

/**
 * What the HR-system imports (employees, departments; docs/hr-import.md) share in the browser: the
 * file goes up with the presigned flow as module "hr", and a CSV template is built from the
 * contracts' header names.
 */

/** Uploads the file and answers its confirmed id; the dialog shows a refusal itself. */
export const uploadImportFile = async (file: File) =>
  (await uploadFile(file, hrImportFileModule, { no_show: true }))._id;

/** The files the picker offers (the server tells XLSX from CSV by content). */
export const importFileAccept = ".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The header language of a template for an interface language (the server reads English and Russian). */
export const headerLanguage = (language: string | undefined): "en" | "ru" =>
  language === "ru" || language === "ua" ? "ru" : "en";

const csvCell = (value: string) => (/[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV of a header row and example rows: comma-separated, CRLF lines. */
export function templateCsv(rows: string[][]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/**
 * Saves a CSV through a temporary link, with a UTF-8 BOM so Excel opens Cyrillic headers right (a
 * browser without object URLs gets nothing).
 */
export function downloadCsv(text: string, fileName: string): void {
  if (typeof URL.createObjectURL !== "function") return;
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
