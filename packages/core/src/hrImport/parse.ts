import { AppError } from "../platform";
import { hrImportLimits, type HrField, type StructField } from "@intranet/contracts/hrImport";
import { departmentColumns, employeeColumns, type Columns } from "./columns";

/** One data row as read: its number in the file (header = 1) and its non-empty cells by field. */
export interface RawRow<F extends string = HrField> {
  row: number;
  values: Partial<Record<F, string>>;
}

/**
 * Reads an employees file: XLSX (its first sheet) or CSV (comma or semicolon, UTF-8 with or without
 * BOM), told apart by content (an XLSX is a zip). The first row names the columns. Pure: bytes in,
 * rows out; refusals are catalogue errors for the whole file.
 */
export async function parseHrFile(bytes: Uint8Array): Promise<RawRow[]> {
  return rowsOf(await tableOf(bytes), employeeColumns);
}

/** Reads a departments file, as `parseHrFile` reads an employees file. */
export async function parseStructFile(bytes: Uint8Array): Promise<Array<RawRow<StructField>>> {
  return rowsOf(await tableOf(bytes), departmentColumns);
}

type Table = Array<{ row: number; cells: string[] }>;

async function tableOf(bytes: Uint8Array): Promise<Table> {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  return isZip ? await xlsxTable(bytes) : csvTable(bytes);
}

function rowsOf<F extends string>(table: Table, columns: Columns<F>): Array<RawRow<F>> {
  const missing = () => new AppError("hrimport.columns_missing", { columns: columns.required.join(", ") });
  const [header, ...data] = table.filter((line) => line.cells.some((cell) => cell.trim() !== ""));
  if (!header) throw missing();
  const fields = header.cells.map((cell) => columns.fieldOf(cell));
  if (!columns.required.every((field) => fields.includes(field))) throw missing();
  if (data.length > hrImportLimits.rowsMax)
    throw new AppError("hrimport.too_many_rows", { max: hrImportLimits.rowsMax });
  return data.map(({ row, cells }) => {
    const values: Partial<Record<F, string>> = {};
    fields.forEach((field, at) => {
      const cell = cells[at]?.trim();
      if (field && cell && values[field] === undefined) values[field] = cell;
    });
    return { row, values };
  });
}

/** CSV by RFC 4180 (quotes, doubled quotes, line breaks inside quotes); the header line picks the separator. */
export function csvTable(bytes: Uint8Array): Table {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("hrimport.file_unreadable");
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes("\u0000")) throw new AppError("hrimport.file_unreadable");
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = count(firstLine, ";") > count(firstLine, ",") ? ";" : ",";

  const table: Table = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[at + 1] === "\n") at++;
      cells.push(cell);
      table.push({ row: rowStart, cells });
      cells = [];
      cell = "";
      line++;
      rowStart = line;
    } else cell += char;
  }
  if (cell !== "" || cells.length) {
    cells.push(cell);
    table.push({ row: rowStart, cells });
  }
  return table;
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** The first sheet of an XLSX; exceljs is loaded here only, on first use. */
async function xlsxTable(bytes: Uint8Array): Promise<Table> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw new AppError("hrimport.file_unreadable");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError("hrimport.file_unreadable");
  if (sheet.actualRowCount > hrImportLimits.rowsMax + 1)
    throw new AppError("hrimport.too_many_rows", { max: hrImportLimits.rowsMax });
  const table: Table = [];
  sheet.eachRow((row, number) => {
    const values = (row.values as unknown[]).slice(1);
    table.push({ row: number, cells: Array.from(values, cellText) });
  });
  return table;
}

/** A cell as text: dates as YYYY-MM-DD, rich text and hyperlinks by their text, formulas by their result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "object") {
    const cell = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join("");
    if ("result" in cell) return cellText(cell.result);
    if ("text" in cell) return cellText(cell.text);
  }
  return "";
}
