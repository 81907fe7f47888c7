import { getAll, readCounters } from "../db";
import { COMPANY } from "./contribution";
import { db } from "./entities";

/**
 * People employed today in each of these companies: the `n` counter of each company's census
 * (`census#*`, bucket `now`), ONE BatchGet per 100 companies whatever their size. A company whose
 * tallies were never built (no census item) is absent from the answer, not 0: nobody has counted it.
 */
export async function companyHeadcounts(clientIds: readonly string[]): Promise<Map<string, number>> {
  const raws = await getAll(
    clientIds.map((clientId) => ({ clientId, tally: `census#${COMPANY}`, bucket: "now" })),
    async (batch) => {
      const raw = (await db().entities.analyticsTally.get(batch).go({ data: "raw" })) as unknown as {
        data: Array<{ Item?: Record<string, unknown> }>;
        unprocessed: unknown[];
      };
      return { data: raw.data.flatMap((entry) => (entry.Item ? [entry.Item] : [])), unprocessed: raw.unprocessed };
    },
  );
  return new Map(raws.map((raw) => [String(raw.clientId), readCounters(raw).n ?? 0]));
}
