import * as z from "zod/mini";
import { manifestVisits } from "../manifest";
import { idSchema } from "../validation";

/** Modules whose visits are tracked when the user leaves them (product-spec §2 Route guard), from the manifest. */
export const trackedModules = manifestVisits;
export const trackedModuleSchema = z.enum(trackedModules);
export type TrackedModule = z.infer<typeof trackedModuleSchema>;

const epochMs = z.number().check(z.int(), z.gte(0));

/** POST /api/analytics/visitors: the session report sent after 10 minutes of inactivity (product-spec §3, §4). */
export const sessionReportBodySchema = z
  .object({ sessionStart: epochMs, currentTime: epochMs, userId: idSchema, clientId: idSchema })
  .check(
    z.refine((report) => report.currentTime >= report.sessionStart, {
      message: "common.validation",
      path: ["currentTime"],
    }),
  );
export type SessionReport = z.infer<typeof sessionReportBodySchema>;

/** POST /api/analytics/modules: the module-visit report sent on leaving a tracked module. */
export const moduleVisitBodySchema = z.object({
  module: trackedModuleSchema,
  timestamp: epochMs,
  user_id: idSchema,
  client_id: idSchema,
});
export type ModuleVisitReport = z.infer<typeof moduleVisitBodySchema>;
