/** The columns of a pasted row when no header line names them. */
export const defaultColumns = ["firstName", "lastName", "email", "login", "password", "department", "position"];

const splitLine = (line: string) => line.split(/[;\t,]/).map((cell) => cell.trim());

/**
 * Pasted CSV or spreadsheet rows → objects for POST /api/register_many. Separators: `;`, tab or
 * comma. A first line that names known columns (e.g. `email;firstName;lastName`) sets the order;
 * empty cells are left out so the API treats them as absent.
 */
export function parseRows(text: string): Array<Record<string, string>> {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  if (lines.length === 0) return [];
  const first = splitLine(lines[0]!);
  const hasHeader = first.includes("email") && first.every((cell) => cell === "" || /^[A-Za-z]+$/.test(cell));
  const columns = hasHeader ? first : defaultColumns;
  return (hasHeader ? lines.slice(1) : lines).map((line) => {
    const cells = splitLine(line);
    return Object.fromEntries(
      columns.flatMap((column, index) => (column && cells[index] ? [[column, cells[index]]] : [])),
    );
  });
}
