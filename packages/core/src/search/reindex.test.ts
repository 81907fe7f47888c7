import { afterEach, describe, expect, it } from "vitest";
import { newId } from "../platform/ids";
import { ensureTestTenant } from "../testing/actors";
import {
  registerSearchSource,
  reindexAllTenants,
  reindexTenant,
  searchSources,
  unregisterSearchSource,
  type SearchSource,
} from "./reindex";

/** A source standing in for a module's documents: its "index" is what it indexed, per tenant. */
function recordingSource(name: string) {
  const index = new Map<string, number>();
  const calls: string[] = [];
  const source: SearchSource = {
    name,
    reindexTenant: async (tenantId) => {
      calls.push(tenantId);
      index.set(tenantId, 3); // rebuilt, not appended: idempotent
      return 3;
    },
  };
  return { source, index, calls };
}

afterEach(() => {
  for (const name of searchSources()) unregisterSearchSource(name);
});

describe("the search re-index door", () => {
  it("does nothing while no module has registered a source", async () => {
    expect(searchSources()).toEqual([]);
    expect(await reindexTenant(newId())).toEqual({ indexed: {}, tenantId: expect.any(String) });
    expect(await reindexAllTenants()).toEqual({ tenants: 0, failed: [] });
  });

  it("calls every registered source for each tenant, and a second run leaves the same index", async () => {
    const tenants = await Promise.all([1, 2, 3].map(() => ensureTestTenant(newId())));
    const posts = recordingSource("posts");
    const articles = recordingSource("articles");
    registerSearchSource(posts.source);
    registerSearchSource(articles.source);
    expect(() => registerSearchSource(posts.source)).toThrow(/twice/);

    const first = await reindexAllTenants();
    expect(first.failed).toEqual([]);
    expect(first.tenants).toBeGreaterThanOrEqual(3);
    for (const tenant of tenants) {
      expect(posts.calls.filter((id) => id === tenant)).toHaveLength(1);
      expect(articles.calls.filter((id) => id === tenant)).toHaveLength(1);
    }
    const indexAfterFirst = new Map(posts.index);
    await reindexAllTenants();
    expect(posts.index).toEqual(indexAfterFirst);
    expect(await reindexTenant(tenants[0]!)).toEqual({ tenantId: tenants[0], indexed: { posts: 3, articles: 3 } });
  });

  it("reports a tenant whose re-index failed and goes on with the others", async () => {
    const tenants = await Promise.all([1, 2].map(() => ensureTestTenant(newId())));
    const seen: string[] = [];
    registerSearchSource({
      name: "flaky",
      reindexTenant: async (tenantId) => {
        seen.push(tenantId);
        if (tenantId === tenants[0]) throw new Error("index unavailable");
        return 1;
      },
    });
    const result = await reindexAllTenants();
    expect(result.failed).toContain(tenants[0]);
    expect(result.failed).not.toContain(tenants[1]);
    expect(seen).toContain(tenants[1]);
  });
});
