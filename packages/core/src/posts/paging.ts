import { AppError } from "../platform/errors";

/** The part of an ElectroDB query a page needs. */
export interface PageableQuery<T> {
  params(): unknown;
  go(options: { cursor?: string | null; count?: number; limit?: number; order?: "asc" | "desc" }): Promise<{
    data: T[];
    cursor: string | null;
  }>;
}

/**
 * One page of a Query: ONE DynamoDB call of `size` items in the index's order (`desc` = newest
 * first for ULID sort keys), starting after the cursor, which is the previous page's last key. An
 * item written meanwhile sorts before or after that key, never between pages already read, so
 * pages never skip or repeat an item. A cursor that does not belong to this query's partition and
 * key range (tampered, or from another feed or tenant) is refused rather than handed to DynamoDB.
 */
export async function pageOf<T>(
  query: PageableQuery<T>,
  request: { cursor: string | null | undefined; size: number; order: "asc" | "desc" },
): Promise<{ items: T[]; cursor: string | null }> {
  const cursor = request.cursor || null;
  if (cursor) checkCursor(cursor, query.params() as QueryParams);
  const { data, cursor: next } = await query.go({
    cursor,
    count: request.size,
    limit: request.size,
    order: request.order,
  });
  return { items: data, cursor: next ?? null };
}

interface QueryParams {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

function checkCursor(cursor: string, params: QueryParams): void {
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
  const skPrefix = expected[":sk1"];
  if (skField && typeof skPrefix === "string" && !String(values[skField] ?? "").startsWith(skPrefix))
    throw invalidCursor();
}

const invalidCursor = () =>
  new AppError(
    "common.validation",
    {},
    { issues: [{ path: "page", message: "The cursor does not belong to this feed" }] },
  );
