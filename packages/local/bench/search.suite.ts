import type { Actor } from "@intranet/contracts";
import { searchQuerySchema, type SearchQueryInput } from "@intranet/contracts/search";
import { createPost } from "@intranet/core/posts";
import { newId } from "@intranet/core/platform";
import { indexNewScopes, search, stemsOf, type ScopeDocuments, type SearchDocument } from "@intranet/core/search";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "@intranet/core/db";
import { config } from "@intranet/core/platform";
import { countDynamoCalls, ensureTestTenant, tokenFor } from "@intranet/core/testing";
import * as z from "zod/mini";
import "@intranet/functions/search-sources";
import { freshBenchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { summarize } from "./stats";
import type { BenchContext, Suite } from "./suite";

const large = Number(process.env.BENCH_SEARCH_DOCS ?? 100_000);
const small = 1_000;
const rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 10);
const freshnessSamples = 20;

/** A deterministic generator (the same corpus every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/**
 * A corpus with the shape of real text: a Zipf vocabulary (a few words everywhere, most words
 * rare), posts of 10–80 words and people with two names, a position and a department.
 */
function corpus(size: number) {
  const next = random(7);
  const syllables = ["ка", "ро", "ми", "на", "ст", "пе", "ло", "ва", "ти", "ра", "по", "ле", "ко", "ны", "де"];
  const endings = ["а", "ой", "ами", "ов", "ия"];
  const vocabulary = Array.from({ length: 30_000 }, (_, index) => {
    let word = "";
    let rest = index + 17;
    do {
      word += syllables[rest % syllables.length];
      rest = Math.floor(rest / syllables.length);
    } while (rest > 0);
    return word + endings[index % endings.length];
  });
  const harmonic: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= vocabulary.length; rank++) harmonic.push((total += 1 / rank));
  const word = () => {
    const target = next() * total;
    let low = 0;
    let high = harmonic.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (harmonic[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return vocabulary[low]!;
  };
  const words = (count: number) => Array.from({ length: count }, word).join(" ");
  const first = ["Александр", "Мария", "Дмитрий", "Ольга", "Сергей", "Anna", "John", "Olena", "Taras", "Ирина"];
  const last = ["Кузнецов", "Смирнова", "Шевченко", "Коваленко", "Smith", "Johnson", "Бондаренко", "Попова"];
  const scopes: ScopeDocuments[] = [];
  for (let index = 0; index < size; index++) {
    const id = `d${index}`;
    const doc: SearchDocument =
      index % 10 === 0
        ? {
            type: "person",
            id,
            title: `${first[index % first.length]} ${last[(index >> 3) % last.length]}${index}`,
            text: { title: `${first[index % first.length]} ${last[(index >> 3) % last.length]}`, body: words(4) },
            readers: ["all"],
            path: `/profile/${id}`,
          }
        : {
            type: "post",
            id,
            title: words(8),
            text: { body: words(10 + Math.floor(next() * 70)) },
            readers: next() < 0.9 ? ["all"] : ["admins"],
            path: `/post/${id}`,
          };
    scopes.push({ scope: `bench:${id}`, docs: [doc] });
  }
  return { scopes, vocabulary };
}

/** The query mix: common, middling and rare words, two words, completions, typos, the other alphabet, names. */
function queries(vocabulary: string[]): Array<{ label: string; query: SearchQueryInput }> {
  const long = vocabulary.find((word, rank) => rank > 400 && word.length >= 8)!;
  // A 5-letter word whose stem keeps 4 letters: a 3-letter stem is not in the typo index (architecture.md).
  const short = vocabulary.find((word, rank) => rank > 100 && word.length === 5 && stemsOf(word)[0]!.length >= 4)!;
  // A word written with the other alphabet's letter (и as Ukrainian і): one term once folded.
  const otherAlphabet = vocabulary
    .find((word, rank) => rank > 400 && word.slice(1, -3).includes("и"))!
    .replace("и", "і");
  return [
    { label: "the commonest word", query: { q: vocabulary[0]! } },
    { label: "a common word (rank 4)", query: { q: vocabulary[3]! } },
    { label: "a word of rank 40", query: { q: vocabulary[40]! } },
    { label: "a word of rank 700", query: { q: vocabulary[700]! } },
    { label: "a rare word (rank 9,000)", query: { q: vocabulary[9000]! } },
    { label: "two words, common + middling", query: { q: `${vocabulary[2]} ${vocabulary[60]}` } },
    { label: "two common words", query: { q: `${vocabulary[5]} ${vocabulary[1]}` } },
    { label: "as typed: 4 letters (suggest)", query: { q: vocabulary[30]!.slice(0, 4), mode: "suggest" } },
    { label: "a name as typed (suggest)", query: { q: "Кузн", mode: "suggest" } },
    { label: "a typo in a long word", query: { q: long.slice(0, 4) + long.slice(5) } },
    { label: "a typo in a 5-letter word", query: { q: short.slice(0, 2) + "ж" + short.slice(3) } },
    { label: "two words with typos", query: { q: `${long.slice(0, 4) + long.slice(5)} ${short.slice(0, 4)}я` } },
    { label: "a word in the other alphabet (і for и)", query: { q: otherAlphabet } },
    { label: "last name + first name", query: { q: "Шевченко Ольга" } },
    { label: "name, people only", query: { q: "Smith John", types: "person" } },
  ];
}

async function indexCorpus(context: BenchContext, tenantId: string, scopes: ScopeDocuments[]) {
  const started = performance.now();
  const chunk = 1_000;
  for (let start = 0; start < scopes.length; start += chunk) {
    await indexNewScopes(tenantId, "bench", scopes.slice(start, start + chunk));
    if ((start / chunk) % 10 === 9) context.log(`search: indexed ${start + chunk} of ${scopes.length}`);
  }
  return performance.now() - started;
}

async function measure(actor: Actor, mix: Array<{ label: string; query: SearchQueryInput }>) {
  const latencies: number[] = [];
  const byQuery = mix.map(() => ({ times: [] as number[], calls: 0 }));
  const calls = countDynamoCalls();
  const perQuery: number[] = [];
  const run = (query: SearchQueryInput) => search(actor, z.parse(searchQuerySchema, query));
  for (const { query } of mix) await run(query); // warm
  for (let round = 0; round < rounds; round++) {
    for (const [index, { query }] of mix.entries()) {
      calls.reset();
      const start = performance.now();
      await run(query);
      const elapsed = performance.now() - start;
      latencies.push(elapsed);
      const count = Object.values(calls.counts).reduce((sum, n) => sum + n, 0);
      perQuery.push(count);
      byQuery[index]!.times.push(elapsed);
      byQuery[index]!.calls = count;
    }
  }
  calls.stop();
  return { time: summarize(latencies), calls: summarize(perQuery), byQuery };
}

/** DynamoDB's size of an item (attribute names + values, as its size limits and billing count them). */
function itemBytes(value: unknown): number {
  if (typeof value === "string") return Buffer.byteLength(value);
  if (typeof value === "number") return Math.ceil(String(value).replace(/[-.]/g, "").length / 2) + 1;
  if (typeof value === "boolean" || value === null) return 1;
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, item) => sum + 1 + itemBytes(item), 0);
  if (typeof value === "object")
    return (
      3 + Object.entries(value).reduce((sum, [key, item]) => sum + 1 + Buffer.byteLength(key) + itemBytes(item), 0)
    );
  return 0;
}

/** The stored bytes of a tenant's search items (documents, postings, dictionary), by a Scan of the table filtered to its partitions (bench only). */
async function indexBytes(tenantId: string): Promise<{ bytes: number; items: Record<string, number> }> {
  const root = `$intranet#clientid_${tenantId.toLowerCase()}`;
  const items: Record<string, number> = {};
  let bytes = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: config.tableName(),
        FilterExpression: "begins_with(pk, :root)",
        ExpressionAttributeValues: { ":root": root },
        ExclusiveStartKey: start,
        // Small pages: the table also holds the feed suite's 100,000 posts, and a full 1 MB page
        // of DynamoDB Local can outlast the SDK's request timeout.
        Limit: 1_000,
      }),
    );
    for (const item of page.Items ?? []) {
      const entity = String(item.__edb_e__);
      if (!entity.startsWith("search")) continue;
      items[entity] = (items[entity] ?? 0) + 1;
      bytes += Object.entries(item).reduce((sum, [key, value]) => sum + Buffer.byteLength(key) + itemBytes(value), 0);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { bytes, items };
}

/**
 * Issue 16 targets: query p95 ≤ 100 ms with 100,000 documents in a tenant and ≤ 1.3 × the time
 * with 1,000; DynamoDB calls per query counted; a change searchable ≤ 2 s after the write; index
 * size per document. Figures only, no pass/fail.
 */
export const searchSuite: Suite = {
  id: "search",
  order: 150,
  title: "Search: query time by tenant size, calls per query, freshness, index size",
  async run(context: BenchContext): Promise<string> {
    // Its own emulators: with the feed suite's 100,000 posts in the same table, DynamoDB Local
    // (SQLite) answered some index writes and the size Scan after the SDK's 2.5 s timeout.
    const runtime = await freshBenchRuntime(context);
    const { scopes, vocabulary } = corpus(large);
    const [bigTenant, smallTenant] = await Promise.all([ensureTestTenant(), ensureTestTenant()]);
    context.log(`search: indexing ${small} documents`);
    const smallIndexMs = await indexCorpus(context, smallTenant, scopes.slice(0, small));
    const stored = await indexBytes(smallTenant);
    context.log(`search: indexing ${large} documents (bulk, the first index of a tenant)`);
    const bigIndexMs = await indexCorpus(context, bigTenant, scopes);

    const mix = queries(vocabulary);
    const asEmployee = (tenantId: string): Actor => ({
      userId: newId(),
      tenantId,
      homeTenantId: tenantId,
      roles: ["employee"],
      rights: ["wall"],
    });
    const smallRun = await measure(asEmployee(smallTenant), mix);
    const bigRun = await measure(asEmployee(bigTenant), mix);

    // Freshness: a post written through the wall's service is found by the next query.
    const account = await tokenFor({ tenantId: smallTenant, rights: ["wall"] });
    const author: Actor = { ...asEmployee(smallTenant), userId: account.userId };
    const fresh: number[] = [];
    for (let sample = 0; sample < freshnessSamples; sample++) {
      const marker = `свежесть${sample}проверка`;
      const start = performance.now();
      await createPost(author, { kind: "news", message: `<p>${marker}</p>`, attachments: [], mentions: [] });
      for (;;) {
        const answer = await search(author, z.parse(searchQuerySchema, { q: marker, types: "post" }));
        if (answer.groups.length) break;
        if (performance.now() - start > 10_000) throw new Error("a new post was not searchable within 10 s");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      fresh.push(performance.now() - start);
    }
    await runtime.bus.drain();
    const freshness = summarize(fresh);
    const ratio = bigRun.time.p95 / smallRun.time.p95;

    return [
      "The core `search()` against DynamoDB Local (one Node process, 2 cores shared with the emulators): " +
        `a mix of ${mix.length} queries (common, middling and rare words, two words, completions as typed, ` +
        `typos in long and short words, a word in the other alphabet, names in either order), ${rounds} rounds after one warm-up round. Documents are synthetic ` +
        "with a Zipf vocabulary (30,000 words, posts of 10–80 words, every tenth a person), indexed in bulk " +
        "(`indexNewScopes`, the first index of a tenant). Posting reads are bounded per term, so the calls per " +
        "query do not grow with the tenant.",
      "",
      table(
        ["Measure", "n", "p50", "mean", "p95", "Notes"],
        [
          [
            `Query, tenant of ${small.toLocaleString("en")} documents`,
            smallRun.time.n,
            ms(smallRun.time.p50),
            ms(smallRun.time.mean),
            ms(smallRun.time.p95),
            `DynamoDB calls per query: median ${smallRun.calls.p50}, max ${smallRun.calls.max}`,
          ],
          [
            `Query, tenant of ${large.toLocaleString("en")} documents`,
            bigRun.time.n,
            ms(bigRun.time.p50),
            ms(bigRun.time.mean),
            ms(bigRun.time.p95),
            `DynamoDB calls per query: median ${bigRun.calls.p50}, max ${bigRun.calls.max}; ` +
              `p95 = ${ratio.toFixed(2)} × the small tenant's`,
          ],
          [
            "A new post searchable after the write",
            freshness.n,
            ms(freshness.p50),
            ms(freshness.mean),
            ms(freshness.p95),
            "createPost → bus → SearchIndex subscriber → found by the next query (polled every 10 ms)",
          ],
        ],
      ),
      "",
      "Per query (p50 over the rounds; calls = DynamoDB calls of that query):",
      "",
      table(
        ["Query", `${small.toLocaleString("en")} docs`, `${large.toLocaleString("en")} docs`, "Calls (small / large)"],
        mix.map(({ label }, index) => [
          label,
          ms(summarize(smallRun.byQuery[index]!.times).p50),
          ms(summarize(bigRun.byQuery[index]!.times).p50),
          `${smallRun.byQuery[index]!.calls} / ${bigRun.byQuery[index]!.calls}`,
        ]),
      ),
      "",
      `Indexing in bulk: ${small.toLocaleString("en")} documents in ${ms(smallIndexMs, 0)}, ` +
        `${large.toLocaleString("en")} in ${ms(bigIndexMs, 0)} (${((large / bigIndexMs) * 1000).toFixed(0)} documents/s). ` +
        `Index size, measured on the ${small.toLocaleString("en")}-document tenant (DynamoDB item sizes): ` +
        `${(stored.bytes / small / 1024).toFixed(1)} KB per document — ` +
        `${Object.entries(stored.items)
          .map(([entity, count]) => `${(count / small).toFixed(1)} ${entity} items`)
          .join(", ")} per document.`,
    ].join("\n");
  },
};
