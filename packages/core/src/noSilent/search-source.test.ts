import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { Actor } from "@intranet/contracts";
import { sendReportBodySchema } from "@intranet/contracts/noSilent";
import { indexEvent, registerReaderLabels, registerSearchSource, reindexTenant, searchSources } from "../search";
import { idsFound } from "../search/test-support";
import { db as searchDb } from "../search/entities";
import { captureEvents } from "../testing/capture";
import { db } from "./entities";
import { reportReaderLabels } from "./reader-labels";
import { saveReportSettings } from "./recipients";
import { setReportStatus } from "./reports";
import { noSilentSearchSource } from "./search-source";
import { sendReport } from "./send";
import { reportsFixture, type ReportsFixture } from "./test-support";

const events = captureEvents();
let c: ReportsFixture;
let other: ReportsFixture;
beforeAll(async () => {
  if (!searchSources().includes(noSilentSearchSource)) registerSearchSource(noSilentSearchSource);
  registerReaderLabels(reportReaderLabels);
  [c, other] = await Promise.all([reportsFixture(), reportsFixture()]);
});

const found = (actor: Actor, q: string) => idsFound(actor, q, "violationReport");
const indexPublished = async () => {
  for (const event of events.splice(0)) await indexEvent(event);
};
const anonymous = (description: string) => z.parse(sendReportBodySchema, { anonymous: true, description });

describe("reports in search (issue 33 item 6)", () => {
  it("are found by their recipients only, as the setting stands when they search", async () => {
    events.splice(0);
    await sendReport(c.reporter.actor, anonymous("The forklift in hall B has no brakes checked since May"));
    await indexPublished();
    const [reportId] = await found(c.admin.actor, "forklift");
    expect(reportId).toBeTruthy();
    // Not its sender, nor a colleague, nor another company's admin.
    expect(await found(c.reporter.actor, "forklift")).toEqual([]);
    expect(await found(c.colleague.actor, "forklift")).toEqual([]);
    expect(await found(other.admin.actor, "forklift")).toEqual([]);
    // A chosen recipient finds it as soon as they are chosen: nothing is re-indexed.
    expect(await found(c.compliance.actor, "forklift")).toEqual([]);
    await saveReportSettings(c.admin.actor, c.tenantId, {
      recipients: [{ kind: "users", userIds: [c.compliance.userId] }],
    });
    expect(await found(c.compliance.actor, "forklift")).toEqual([reportId]);
    expect(await found(c.admin.actor, "forklift")).toEqual([reportId]);

    // A recipient's answer is found too (the document follows the report's changes).
    const { revision } = (await db().entities.noSilentReport.get({ clientId: c.tenantId, reportId: reportId! }).go())
      .data!;
    await setReportStatus(c.compliance.actor, reportId!, {
      status: "in_review",
      comment: "Hydraulics inspected",
      revision,
    });
    await indexPublished();
    expect(await found(c.compliance.actor, "hydraulics")).toEqual([reportId]);
  });

  it("keeps nothing in the index that points to the sender, nor a time finer than the day", async () => {
    events.splice(0);
    await sendReport(c.reporter.actor, anonymous("Cash drawer receipts are shredded before audit"));
    await indexPublished();
    const [reportId] = await found(c.admin.actor, "shredded");
    const { data } = await searchDb()
      .entities.searchDoc.query.byScope({ clientId: c.tenantId, scope: `report:${reportId}` })
      .go();
    expect(data).toHaveLength(1);
    const stored = JSON.stringify(data);
    expect(stored).not.toContain(c.reporter.userId);
    expect(stored).not.toMatch(/T\d\d:\d\d/);
    expect(data[0]!.indexedAt).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it("the re-index finds every report of the company", async () => {
    await sendReport(c.reporter.actor, anonymous("Fire exit on floor 3 is padlocked at night"));
    events.splice(0);
    await reindexTenant(c.tenantId);
    expect(await found(c.admin.actor, "padlocked")).toHaveLength(1);
  });
});
