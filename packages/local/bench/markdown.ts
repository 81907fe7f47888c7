/** Small markdown helpers for the report sections. */

export type Cell = string | number;

/** A GitHub table; columns whose header ends with ":" are right-aligned (the ":" is dropped). */
export function table(headers: string[], rows: Cell[][]): string {
  const right = headers.map((header) => header.endsWith(":"));
  const names = headers.map((header) => (header.endsWith(":") ? header.slice(0, -1) : header));
  const line = (cells: Cell[]) => `| ${cells.map((cell) => String(cell).replace(/\|/g, "\\|")).join(" | ")} |`;
  return [line(names), line(right.map((r) => (r ? "---:" : "---"))), ...rows.map(line)].join("\n");
}

export function ms(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : "–";
}

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

export function bytes(value: number): string {
  return value.toLocaleString("en-US");
}

export function percent(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(0)}%` : "–";
}
