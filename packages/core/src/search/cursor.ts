import type { SearchType } from "@intranet/contracts/search";
import { AppError } from "../platform";

/** A full-mode page link: the type, where the next page starts, and a fingerprint of the query. */
interface PageCursor {
  t: SearchType;
  o: number;
  q: string;
}

/** A short, stable fingerprint of the query text (a cursor of another query is refused). */
function fingerprint(q: string): string {
  let hash = 2166136261;
  for (let i = 0; i < q.length; i++) hash = Math.imul(hash ^ q.charCodeAt(i), 16777619);
  return (hash >>> 0).toString(36);
}

export function encodeCursor(type: SearchType, offset: number, q: string): string {
  return Buffer.from(JSON.stringify({ t: type, o: offset, q: fingerprint(q) } satisfies PageCursor)).toString(
    "base64url",
  );
}

/** The cursor's type and offset; `search.bad_cursor` if it is not one of ours or was made for another query. */
export function decodeCursor(
  cursor: string,
  q: string,
  types: readonly SearchType[],
): { type: SearchType; offset: number } {
  let parsed: Partial<PageCursor>;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Partial<PageCursor>;
  } catch {
    throw new AppError("search.bad_cursor");
  }
  const valid =
    typeof parsed === "object" &&
    parsed !== null &&
    types.includes(parsed.t as SearchType) &&
    Number.isInteger(parsed.o) &&
    (parsed.o as number) > 0 &&
    parsed.q === fingerprint(q);
  if (!valid) throw new AppError("search.bad_cursor");
  return { type: parsed.t as SearchType, offset: parsed.o as number };
}
