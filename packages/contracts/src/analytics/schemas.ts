/**
 * Analytics (product-spec §2 analytics tabs, §4 Inactivity, §9 turnover and bands; rules spec §7
 * Analytics): usage reports sent by the SPA, and the people, usage and adaptation reports read by
 * admins and holders of the `analytics` right. Definitions: docs/modules/analytics.md.
 */
import * as z from "zod/mini";
import { manifestVisits } from "../manifest";
import { idSchema, isoDateSchema } from "../validation";

/** Modules whose visits are tracked when the user leaves them (product-spec §2 Route guard), from the manifest. */
export const trackedModules = manifestVisits;
export const trackedModuleSchema = z.enum(trackedModules);
export type TrackedModule = z.infer<typeof trackedModuleSchema>;

export const analyticsLimits = {
  /** The longest period a report covers, in days (three years). */
  periodMaxDays: 1096,
  /** Default period: the last this many days, today included. */
  periodDefaultDays: 365,
  /** How far back a report reaches: its comparison period starts at most this many days ago. */
  historyMaxDays: 3660,
  /** A usage report whose times are later than the server's clock by more than this is refused. */
  clockSkewMs: 5 * 60_000,
  /** A session report older than this (or longer) is refused: the SPA sends within minutes. */
  sessionMaxMs: 24 * 3_600_000,
  reportMaxAgeMs: 7 * 24 * 3_600_000,
} as const;

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

/** The reports read from counters (rules spec §7 `GET analytics/{report}/{client}`), plus departments. */
export const analyticsReports = [
  "turnover",
  "demography",
  "positions",
  "departments",
  "visitors",
  "modules",
  "adaptations",
] as const;
export type AnalyticsReport = (typeof analyticsReports)[number];

/** Every report's filter: a period (UTC days, both included), its comparison period, a department. */
export const reportQuerySchema = z.object({
  dateFrom: z.optional(isoDateSchema),
  dateTo: z.optional(isoDateSchema),
  /** The comparison period's first day (same length); default: the days just before the period. */
  compareFrom: z.optional(isoDateSchema),
  /** A department of the structure, with everything below it. */
  dept: z.optional(idSchema),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const clientParamsSchema = z.object({ client: idSchema });

/** GET /api/analytics/export/{report}/{client}: a report's tables as an Excel workbook, headed in `lang`. */
export const exportParamsSchema = z.object({ report: z.enum(analyticsReports), client: idSchema });
export const exportQuerySchema = z.object({ ...reportQuerySchema.shape, lang: z.optional(z.enum(["en", "ru", "ua"])) });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** Demography's age bands (product-spec §9 poll filter bands), by completed years. */
export const ageBands = ["under20", "20-30", "30-40", "40-50", "50+", "unknown"] as const;
export type AgeBand = (typeof ageBands)[number];
/** Demography's working-time bands (product-spec §9), by completed years since the hire day. */
export const tenureBands = ["0-1", "1-3", "3-5", "5-10", "10+", "unknown"] as const;
export type TenureBand = (typeof tenureBands)[number];
/** The profile's genders, with "unknown" for not selected. */
export const genderKeys = ["man", "woman", "unknown"] as const;
export type GenderKey = (typeof genderKeys)[number];
