import { expect } from "vitest";

/**
 * The first sheet of a downloaded .xlsx as rows of cell values, every row as wide as the sheet
 * (empty cells null), read with exceljs: what a person opening the exported file would see.
 */
export async function sheetRows(url: string): Promise<unknown[][]> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(Array.from({ length: sheet.columnCount }, (_, at) => values[at] ?? null));
  });
  return rows;
}
