import { AppError } from "../platform";

/** The part of an ElectroDB query a page needs. */
export interface PageableQuery<T> {
  params(): unknown;
  go(options: { cursor?: string | null; count?: number; limit?: number; order?: "asc" | "desc" }): Promise<{
    data: T[];
    cursor: string | null;
  }>;
}

export interface PageRequest {
  cursor?: string | null | undefined;
  /** Items on the page. */
  size: number;
  /** True when filter expressions may drop items: each DynamoDB call then reads a larger batch. */
  filtered?: boolean;
  /** `desc` = newest first for ULID sort keys; the index's own order by default. */
  order?: "asc" | "desc";
  /** The request field that carried the cursor, named in a refusal (`cursor`, or a feed's `page`). */
  cursorField?: string;
}

/** Items each DynamoDB call evaluates while a filtered page fills up (bounds one call's read cost). */
const FILTERED_BATCH = 200;

/**
 * One page of a Query, in the requested order. The cursor is the previous page's last key, so an
 * item written meanwhile sorts before or after it, never between pages already read: pages never
 * skip or repeat an item. Without filters a page is ONE DynamoDB call; with filters ElectroDB's
 * `count` keeps reading until the page is full. A cursor that does not belong to this query's
 * partition and key range (tampered, or from another list, feed or tenant) is refused rather than
 * handed to DynamoDB.
 */
export async function pageOf<T>(
  query: PageableQuery<T>,
  request: PageRequest,
): Promise<{ items: T[]; cursor: string | null }> {
  const cursor = request.cursor || undefined;
  if (cursor) checkCursor(cursor, query.params() as QueryParams, request.cursorField ?? "cursor");
  const { data, cursor: next } = await query.go({
    cursor,
    count: request.size,
    limit: request.filtered ? Math.max(FILTERED_BATCH, request.size) : request.size,
    ...(request.order ? { order: request.order } : {}),
  });
  return { items: data, cursor: next ?? null };
}

interface QueryParams {
  KeyConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

function checkCursor(cursor: string, params: QueryParams, field: string): void {
  const invalidCursor = () =>
    new AppError(
      "common.validation",
      {},
      { issues: [{ path: field, message: "The cursor does not belong to this list" }] },
    );
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!key || typeof key !== "object" || Array.isArray(key)) throw invalidCursor();
  const values = key as Record<string, unknown>;
  if (!Object.values(values).every((value) => typeof value === "string")) throw invalidCursor();
  const names = params.ExpressionAttributeNames ?? {};
  const expected = params.ExpressionAttributeValues ?? {};
  const pkField = names["#pk"];
  if (!pkField || values[pkField] !== expected[":pk"]) throw invalidCursor();
  const skField = names["#sk1"];
  const skStart = expected[":sk1"];
  if (!skField || typeof skStart !== "string") return;
  const sk = String(values[skField] ?? "");
  // A range (`between`) bounds the key on both sides; any other condition is a prefix.
  const skEnd = expected[":sk2"];
  const inside = / BETWEEN /i.test(params.KeyConditionExpression ?? "")
    ? sk >= skStart && typeof skEnd === "string" && sk <= skEnd
    : sk.startsWith(skStart);
  if (!inside) throw invalidCursor();
}

/**
 * Every item of a Query, a page of `size` at a time (jobs, re-indexes, data migrations: work that
 * reads a whole partition without holding it in memory). Empty pages are not yielded.
 */
export async function* allPages<T>(query: PageableQuery<T>, size = 100): AsyncIterable<T[]> {
  let cursor: string | null = null;
  do {
    const page: { data: T[]; cursor: string | null } = await query.go({ cursor, limit: size });
    if (page.data.length) yield page.data;
    cursor = page.cursor;
  } while (cursor);
}
