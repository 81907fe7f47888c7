import { HTMLTable } from "@blueprintjs/core";
import type { ReactNode } from "react";

export interface DataRow {
  key: string;
  /** The row's name (its header cell). */
  head: ReactNode;
  cells: readonly ReactNode[];
}

/**
 * A report's table: named, a header cell per row, numbers aligned right; it scrolls sideways inside
 * its box on a narrow screen (the box takes the focus for the keyboard), the rows' names staying in
 * view. With its title shown it is a card of its own; without, it sits in a chart's card.
 */
export function DataTable({
  label,
  columns,
  rows,
  caption = true,
}: {
  label: string;
  /** The header of the rows' names, then one per cell. */
  columns: readonly string[];
  rows: readonly DataRow[];
  /** Show the label as the card's title (false: the table only carries it as its name). */
  caption?: boolean;
}) {
  const table = (
    <div className="an-table-box" role="region" aria-label={label} tabIndex={0}>
      <HTMLTable compact striped className="an-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={index === 0 ? undefined : "an-number"}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.head}</th>
              {row.cells.map((cell, index) => (
                <td key={index} className="an-number">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
  if (!caption) return table;
  // The title stays above the box: a caption is as wide as the table, and scrolled away with it.
  return (
    <div className="an-table-card">
      <h3 className="an-table-caption">{label}</h3>
      {table}
    </div>
  );
}
