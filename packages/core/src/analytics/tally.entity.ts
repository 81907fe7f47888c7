import { defineEntity } from "../db/entity";

/**
 * The analytics counters (docs/modules/analytics.md): one item per tally and bucket, its counters
 * top-level numbers named by data (`c_<name>`, db/counters.ts), all ADDed, so events may land in
 * any order. Tallies of a scope (the company `*`, or a department with everything below it):
 * - `census#<scope>`, bucket `now`: today's people — headcount, gender, birth and hire months,
 *   positions (their names in the string set `names`, as `<key>=<name>`);
 * - `flow#<scope>`, bucket YYYY-MM: that month's hires, leavers and moves per day, and
 *   `posflow#<scope>` the same per day and position (the positions report alone reads those);
 * - `usage#<scope>`, bucket YYYY-MM: sessions, their length and active people per day, week, month;
 * - `visits#<scope>`, bucket YYYY-MM: module visits per day and the month's total per module
 *   (apart from `usage#`, so the visitors report does not carry them).
 * Access pattern: a report = one Query pk = clientId + tally, sk between buckets (a few dozen
 * small items), whatever the number of people.
 */
export const AnalyticsTallyEntity = defineEntity({
  model: { entity: "analyticsTally", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    tally: { type: "string", required: true },
    bucket: { type: "string", required: true },
    /** Writes that touched it (the identity ElectroDB's update carries; counters are `c_*`). */
    count: { type: "number" },
    names: { type: "set", items: "string" },
  },
  indexes: {
    byTally: {
      pk: { field: "pk", composite: ["clientId", "tally"] },
      sk: { field: "sk", composite: ["bucket"] },
    },
  },
});
