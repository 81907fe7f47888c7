import { afterEach, describe, expect, it } from "vitest";
import { newId } from "../platform/ids";
import type { ScopeDocuments } from "./document";
import { db } from "./entities";
import { reindexAllTenants, reindexTenant } from "./reindex";
import { registerSearchSource, searchSources, unregisterSearchSource, type SearchSource } from "./sources";
import { idsFound, postDoc, searcher } from "./test-support";

/** A module's data standing in memory: tenant → scope → documents. */
function memorySource(name: string, data: Map<string, Map<string, ScopeDocuments["docs"]>>): SearchSource {
  return {
    name,
    events: [],
    scopesOf: () => [],
    load: async (tenantId, scope) => data.get(tenantId)?.get(scope) ?? [],
    async *scan(tenantId) {
      const scopes = [...(data.get(tenantId) ?? new Map()).entries()].map(([scope, docs]) => ({ scope, docs }));
      for (let start = 0; start < scopes.length; start += 2) yield scopes.slice(start, start + 2);
    },
  };
}

afterEach(() => {
  for (const source of searchSources()) unregisterSearchSource(source.name);
});

describe("re-indexing a tenant from its data", () => {
  it("indexes a tenant first in bulk, then replaces what changed and drops what is gone; twice = once", async () => {
    const tenantId = newId();
    const a = postDoc("Инструкция по охране труда");
    const b = postDoc("Охрана парковки ночью");
    const c = postDoc("Меню столовой на неделю");
    const scopes = new Map([
      ["s:a", [a]],
      ["s:b", [b]],
      ["s:c", [c]],
    ]);
    registerSearchSource(memorySource("memo", new Map([[tenantId, scopes]])));
    const me = searcher(tenantId);

    expect(await reindexTenant(tenantId)).toEqual({ tenantId, indexed: { memo: 3 }, removed: { memo: 0 } });
    expect((await idsFound(me, "охрана")).sort()).toEqual([a.id, b.id].sort());

    scopes.delete("s:b");
    scopes.set("s:c", [{ ...c, text: { body: "Меню буфета на неделю" } }]);
    expect(await reindexTenant(tenantId)).toEqual({ tenantId, indexed: { memo: 2 }, removed: { memo: 1 } });
    expect(await idsFound(me, "охрана")).toEqual([a.id]);
    expect(await idsFound(me, "столовая")).toEqual([]);
    expect(await idsFound(me, "буфет")).toEqual([c.id]);

    expect(await reindexTenant(tenantId)).toEqual({ tenantId, indexed: { memo: 2 }, removed: { memo: 0 } });
    expect(await idsFound(me, "неделя")).toEqual([c.id]);
  });

  it("re-indexes documents indexed under an older definition of terms, so they are found by the new one", async () => {
    const tenantId = newId();
    const ua = postDoc("Зустріч із клієнтами");
    registerSearchSource(memorySource("memo", new Map([[tenantId, new Map([["s:ua", [ua]]])]])));
    // As the index held it before Cyrillic stems were folded across the alphabets: "клієнт", not "клиент".
    const oldTerms = { зустріч: 3, клієнтам: 3, клієнт: 3 };
    const { entities } = db();
    await entities.searchDoc
      .put({
        clientId: tenantId,
        source: "memo",
        scope: "s:ua",
        type: ua.type,
        docId: ua.id,
        title: ua.title,
        readers: ua.readers,
        path: ua.path,
        terms: oldTerms,
        indexedAt: new Date().toISOString(),
      })
      .go();
    const postingsOf = (term: string) => entities.searchPosting.query.byTerm({ clientId: tenantId, term }).go();
    await entities.searchPosting
      .put(
        Object.keys(oldTerms).map((term) => ({
          clientId: tenantId,
          term,
          rank: "9699",
          scope: "s:ua",
          type: ua.type,
          docId: ua.id,
          weight: 3,
        })),
      )
      .go();
    const me = searcher(tenantId);
    expect(await idsFound(me, "клиентами")).toEqual([]);

    expect(await reindexTenant(tenantId)).toEqual({ tenantId, indexed: { memo: 1 }, removed: { memo: 0 } });
    expect(await idsFound(me, "клиентами")).toEqual([ua.id]);
    expect(await idsFound(me, "клієнт")).toEqual([ua.id]);
    expect((await postingsOf("клієнт")).data).toEqual([]); // the old term's postings are gone
  });

  it("reports a tenant whose re-index failed and goes on with the others", async () => {
    const [bad, good] = [newId(), newId()];
    const seen: string[] = [];
    registerSearchSource({
      ...memorySource("flaky", new Map()),
      async *scan(tenantId) {
        seen.push(tenantId);
        if (tenantId === bad) throw new Error("module unavailable");
        yield [];
      },
    });
    const errors = console.error;
    console.error = () => {};
    try {
      const result = await reindexAllTenants(async function* () {
        yield bad;
        yield good;
      });
      expect(result).toEqual({ tenants: 2, failed: [bad] });
      expect(seen).toEqual([bad, good]);
    } finally {
      console.error = errors;
    }
  });

  it("does not visit tenants while no source is registered", async () => {
    let visited = 0;
    const result = await reindexAllTenants(async function* () {
      visited += 1;
      yield newId();
    });
    expect([result, visited]).toEqual([{ tenants: 0, failed: [] }, 0]);
  });
});
