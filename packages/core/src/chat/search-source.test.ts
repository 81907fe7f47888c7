import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { searchQuerySchema } from "@intranet/contracts/search";
import { registerReaderLabels, registerSearchSource, reindexTenant, search, searchSources } from "../search";
import { chatReaderLabels, chatSearchSource } from "./search-source";
import { chatCompany, newGroup, say, type ChatCompany } from "./test-support";

let c: ChatCompany;
beforeAll(async () => {
  if (!searchSources().includes(chatSearchSource)) registerSearchSource(chatSearchSource);
  registerReaderLabels(chatReaderLabels);
  c = await chatCompany();
});

describe("chat messages in search", () => {
  it("show a mention as the person's name, not a bare '@' (issue 31 item 13)", async () => {
    const room = await newGroup(c.anna.actor, [c.ben]);
    await say(c.anna.actor, room.id, `Quarterly numbers from <@${c.ben.userId}> are in`);
    await reindexTenant(c.tenantId);
    const hits = (
      await search(c.ben.actor, z.parse(searchQuerySchema, { q: "quarterly", types: "message" }))
    ).groups.flatMap((group) => group.hits);
    expect(hits.map((hit) => hit.title.text)).toEqual(["Quarterly numbers from @Ben Bell are in"]);
  });
});
