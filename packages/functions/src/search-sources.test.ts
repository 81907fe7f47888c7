import { describe, expect, it } from "vitest";
import { searchEventTypes } from "@intranet/core/search";
import { searchSourceTable } from "./search-sources";
import { subscriptions } from "./subscriptions";

describe("the search source table", () => {
  it("registers each source once, and the SearchIndex row receives exactly the sources' events", () => {
    expect(new Set(searchSourceTable.map((source) => source.name)).size).toBe(searchSourceTable.length);
    const row = subscriptions.find((subscription) => subscription.name === "SearchIndex");
    expect([...(row?.eventTypes ?? [])].sort()).toEqual(searchEventTypes().sort());
  });
});
