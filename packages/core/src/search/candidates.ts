import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo, getAll } from "../db";
import { config } from "../platform";
import { db } from "./entities";
import type { Retrieved } from "./retrieve";

/** What ranking needs of a document: never its body, and only the query's terms of its weights. */
export interface Candidate {
  scope: string;
  type: string;
  docId: string;
  readers: string[];
  title: string;
  path: string;
  meta?: Record<string, unknown>;
  date?: string;
  /** The document's weights of the query's terms (the others are not read). */
  terms: Record<string, number>;
}

/** A document the postings point to, with its priority (the order hits are answered in). */
export interface Pointer {
  scope: string;
  type: string;
  docId: string;
  /** Words of the query its postings matched. */
  words: number;
  /** Σ over words of the best posting weight × match quality × the word's rarity. */
  weight: number;
  /** Whether the rarest word's postings point to it. */
  rare: boolean;
}

/** A word's rarity factor: a word found in fewer documents tells more. */
export const rarity = (postings: number) => 1 / Math.log2(2 + postings / 50);

/**
 * The documents the postings point to, of the allowed types, best first: those matching more
 * words first; among equals, those holding the rarest word (its postings are the most likely to
 * be complete, so an AND over a rare and a common word misses nothing), then by weight. This
 * order is the answer's order, so pages are stable slices of it.
 */
export function pointers({ plans, postings }: Retrieved, types: ReadonlySet<string>): Pointer[] {
  const rarest = plans.reduce((best, plan, index) => (plan.postings < plans[best]!.postings ? index : best), 0);
  const found = new Map<string, Pointer & { best: Map<number, number> }>();
  postings.forEach((list, word) => {
    const plan = plans[word]!;
    for (const posting of list) {
      if (!types.has(posting.type)) continue;
      const key = `${posting.scope}\u0000${posting.type}\u0000${posting.docId}`;
      const pointer = found.get(key) ?? {
        ...posting,
        words: 0,
        weight: 0,
        rare: false,
        best: new Map<number, number>(),
      };
      const value = posting.weight * (plan.terms.get(posting.term) ?? 0) * rarity(plan.postings);
      pointer.best.set(word, Math.max(pointer.best.get(word) ?? 0, value));
      found.set(key, pointer);
    }
  });
  const list = [...found.values()].map(({ best, ...pointer }) => ({
    ...pointer,
    words: best.size,
    weight: [...best.values()].reduce((sum, value) => sum + value, 0),
    rare: best.has(rarest),
  }));
  return list.sort(
    (a, b) =>
      b.words - a.words || Number(b.rare) - Number(a.rare) || b.weight - a.weight || a.docId.localeCompare(b.docId),
  );
}

/**
 * Reads documents to verify and show: one BatchGet per 100, projected to the ranking fields and
 * the query's terms only (never the body, never the other terms' weights).
 */
export async function readCandidates(
  clientId: string,
  plans: Retrieved["plans"],
  wanted: Pointer[],
): Promise<Candidate[]> {
  if (wanted.length === 0) return [];
  const terms = [...new Set(plans.flatMap((plan) => [...plan.terms.keys()]))];
  const names: Record<string, string> = { "#scope": "scope", "#type": "type", "#date": "date", "#path": "path" };
  terms.forEach((term, index) => (names[`#t${index}`] = term));
  const projection = [
    "#scope, #type, docId, readers, title, #path, meta, #date",
    ...terms.map((_, index) => `terms.#t${index}`),
  ].join(", ");
  const table = config.tableName();
  // ElectroDB builds the physical keys; the read itself is projected, which ElectroDB cannot do.
  const keys = (
    db()
      .entities.searchDoc.get(wanted.map(({ scope, type, docId }) => ({ clientId, scope, type, docId })))
      .params() as Array<{ RequestItems: Record<string, { Keys: object[] }> }>
  ).flatMap((params) => params.RequestItems[table]!.Keys);
  return getAll(keys, async (chunk) => {
    const result = await dynamo().send(
      new BatchGetCommand({
        RequestItems: {
          [table]: {
            Keys: chunk as Record<string, unknown>[],
            ProjectionExpression: projection,
            ExpressionAttributeNames: names,
          },
        },
      }),
    );
    return {
      data: (result.Responses?.[table] ?? []).map((item) => ({ terms: {}, ...item }) as Candidate),
      unprocessed: result.UnprocessedKeys?.[table]?.Keys ?? [],
    };
  });
}

/** The snippet sources of the hits shown: one BatchGet of their bodies. */
export async function bodiesOf(clientId: string, hits: Candidate[]): Promise<Map<string, string>> {
  if (hits.length === 0) return new Map();
  const rows = await getAll(
    hits.map(({ scope, type, docId }) => ({ clientId, scope, type, docId })),
    (keys) =>
      db()
        .entities.searchDoc.get(keys)
        .go({ attributes: ["scope", "type", "docId", "body"] }),
  );
  return new Map(rows.filter((row) => row.body).map((row) => [`${row.type}\u0000${row.docId}`, row.body!]));
}
