import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { Actor } from "@intranet/contracts";
import { sendIdeaBodySchema } from "@intranet/contracts/ideas";
import { syncPeople } from "../audiences";
import { indexEvent, registerReaderLabels, registerSearchSource, reindexTenant, searchSources } from "../search";
import { idsFound } from "../search/test-support";
import { ensureTestTenant } from "../testing/actors";
import { captureEvents } from "../testing/capture";
import { member, type Member } from "../users/test-support";
import { saveIdeaSettings } from "./access";
import { ideasReaderLabels } from "./reader-labels";
import { ideasSearchSource } from "./search-source";
import { sendIdea } from "./send";

const events = captureEvents();
let tenantId: string;
let admin: Member, author: Member, colleague: Member, lead: Member, outsider: Member;
beforeAll(async () => {
  if (!searchSources().includes(ideasSearchSource)) registerSearchSource(ideasSearchSource);
  registerReaderLabels(ideasReaderLabels);
  tenantId = await ensureTestTenant();
  const otherTenant = await ensureTestTenant();
  const rights = { rights: ["ideas" as const] };
  [admin, author, colleague, lead, outsider] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId, rights),
    member(tenantId, rights),
    member(tenantId, rights),
    member(otherTenant, { role: "admin" }),
  ]);
  await syncPeople(
    tenantId,
    [admin, author, colleague, lead].map((person) => person.userId),
  );
});

const found = (actor: Actor, q: string) => idsFound(actor, q, "idea");
const indexPublished = async () => {
  for (const event of events.splice(0)) await indexEvent(event);
};
const propose = (title: string) =>
  sendIdea(
    author.actor,
    z.parse(sendIdeaBodySchema, {
      title,
      process: "Stock taking",
      flaw: "Counted by hand twice a year",
      change: "Barcode scanners on every shelf",
      result: "Inventory any day in an hour",
    }),
  );

describe("ideas in search (issue 33 item 6)", () => {
  it("are found by whoever sees the board, as the company's setting stands when they search, and by their author", async () => {
    events.splice(0);
    const idea = await propose("Scanner-based inventory");
    await indexPublished();
    // The company sees its board by default; another company never.
    expect(await found(colleague.actor, "barcode")).toEqual([idea._id]);
    expect(await found(outsider.actor, "barcode")).toEqual([]);

    // Only the recipients see the board now: no re-index, the next search already follows.
    await saveIdeaSettings(admin.actor, tenantId, {
      recipients: [{ kind: "users", userIds: [lead.userId] }],
      visibility: "recipients",
    });
    expect(await found(colleague.actor, "barcode")).toEqual([]);
    expect(await found(lead.actor, "barcode")).toEqual([idea._id]);
    expect(await found(admin.actor, "barcode")).toEqual([idea._id]);
    expect(await found(author.actor, "barcode")).toEqual([idea._id]);
    await saveIdeaSettings(admin.actor, tenantId, { recipients: [], visibility: "company" });
    expect(await found(colleague.actor, "scanner")).toEqual([idea._id]);
  });

  it("the re-index finds every idea of the company", async () => {
    const idea = await propose("Solar panels on the warehouse roof");
    events.splice(0);
    await reindexTenant(tenantId);
    expect(await found(colleague.actor, "solar")).toEqual([idea._id]);
  });
});
