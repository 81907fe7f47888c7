import type { Actor } from "@intranet/contracts";
import { confirmUpload } from "../files";
import { uploaded } from "../files/testing";

/** HR-import test helpers (tests only): files written with exceljs or as CSV text, uploaded and confirmed. */
export async function xlsxOf(rows: unknown[][]): Promise<Uint8Array> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Employees");
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export const csvOf = (text: string, bom = false) => new TextEncoder().encode((bom ? "\ufeff" : "") + text);

/** Uploads bytes as the actor (module "hr" unless told) and confirms; answers the file id. */
export async function uploadFile(actor: Actor, bytes: Uint8Array, module: "hr" | "common" = "hr"): Promise<string> {
  const ticket = await uploaded(actor, {
    module,
    name: "employees.xlsx",
    contentType: "application/octet-stream",
    bytes,
    size: bytes.byteLength,
  });
  await confirmUpload(actor, ticket.fileId);
  return ticket.fileId;
}

export const englishHeader = [
  "Personnel number",
  "Last name",
  "First name",
  "Middle name",
  "Email",
  "Tax id",
  "Position",
  "Department",
  "Phone",
  "City",
  "Birth date",
  "Working since",
];

/** The English header of a departments file. */
export const structHeader = ["Code", "Name", "Parent code", "Head", "Description"];

/** A CSV of rows (cells with commas or quotes quoted), CRLF lines. */
export function csvRows(rows: string[][]): Uint8Array {
  const cell = (value: string) => (/[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return csvOf(rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n");
}
