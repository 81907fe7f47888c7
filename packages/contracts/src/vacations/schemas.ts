/**
 * Vacations (product-spec §2 /vacations; §3 User: vacation days left, Vacation: user, start, end,
 * days; §6 rights `vacations`, `vacations_edit`; rules-calls-errors-spec §5, §7 and §8 Vacations):
 * balances kept as a ledger, vacations with the spec's rules, approval by the chief (a company
 * setting), a team chart (docs/modules/vacations.md).
 */
import * as z from "zod/mini";
import { idSchema, isoDateSchema } from "../validation";

export const vacationLimits = {
  /** The longest vacation, in calendar days. */
  lengthMax: 90,
  commentMax: 500,
  noteMax: 200,
  reasonMax: 500,
  /** A balance stays within ±this many days; one adjustment moves it at most this much. */
  balanceMax: 366,
  /** The chart shows at most this many days at once (half a year) and people a page. */
  chartDaysMax: 186,
  chartPeopleMax: 500,
  ledgerPage: 100,
  searchMax: 100,
} as const;

/** How a vacation's days are counted (a company setting): every calendar day, or Monday to Friday. */
export const dayCounts = ["calendar", "working"] as const;
export type DayCount = (typeof dayCounts)[number];

/** `pending` waits for the chief (approval on), `approved` counts, `declined` gave its days back. */
export const vacationStatuses = ["pending", "approved", "declined"] as const;
export type VacationStatus = (typeof vacationStatuses)[number];

/** What moved a balance: a ledger entry's kind. */
export const ledgerKinds = ["opening", "allowance", "profile", "adjustment", "vacation", "change", "returned"] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

const comment = z.optional(z.string().check(z.trim(), z.maxLength(vacationLimits.commentMax, "vacations.too_long")));
const period = {
  start: isoDateSchema,
  end: isoDateSchema,
  comment,
  /** A period already begun or past, planned by someone with `vacations_edit`: the spec's warning, confirmed. */
  confirmPast: z.optional(z.boolean()),
};
const endAfterStart = () =>
  z.refine<{ start: string; end: string }>((body) => body.start <= body.end, {
    message: "vacations.bad_range",
    path: ["end"],
  });

/** POST /api/user/vacation: a vacation for oneself, or (vacations_edit, admins) for `userId`. */
export const createVacationBodySchema = z.object({ ...period, userId: z.optional(idSchema) }).check(endAfterStart());
export type CreateVacationBody = z.output<typeof createVacationBodySchema>;

/** PUT /api/user/vacation: a vacation's new period, on the revision the editor saw. */
export const updateVacationBodySchema = z
  .object({ ...period, _id: idSchema, revision: z.number().check(z.int(), z.gte(0)) })
  .check(endAfterStart());
export type UpdateVacationBody = z.output<typeof updateVacationBodySchema>;

export const vacationParamsSchema = z.object({ user: idSchema, id: idSchema });
export const vacationIdParamsSchema = z.object({ id: idSchema });
export const userParamsSchema = z.object({ user: idSchema });
export const clientParamsSchema = z.object({ client: idSchema });

/** PUT /api/user/vacation/{id}/decision: the chief's answer; a decline says why. */
export const decisionBodySchema = z
  .object({
    approve: z.boolean(),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(vacationLimits.reasonMax, "vacations.too_long"))),
  })
  .check(z.refine((body) => body.approve || !!body.reason, { message: "vacations.reason_required", path: ["reason"] }));
export type DecisionBody = z.output<typeof decisionBodySchema>;

/** POST /api/user/vacations/balance/{user}: a manual adjustment (vacations_edit, admins), with why. */
export const adjustBodySchema = z.object({
  delta: z.number().check(
    z.int("vacations.bad_delta"),
    z.gte(-vacationLimits.balanceMax, "vacations.bad_delta"),
    z.lte(vacationLimits.balanceMax, "vacations.bad_delta"),
    z.refine((delta) => delta !== 0, "vacations.bad_delta"),
  ),
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "vacations.note_required"),
      z.maxLength(vacationLimits.noteMax, "vacations.too_long"),
    ),
});
export type AdjustBody = z.output<typeof adjustBodySchema>;

/** GET /api/user/vacations: a department's (with those below it) people and absences over a period. */
export const chartQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    dept: z.optional(idSchema),
    search: z.optional(z.string().check(z.trim(), z.maxLength(vacationLimits.searchMax))),
  })
  .check(
    z.refine((query) => query.from <= query.to, { message: "vacations.bad_range", path: ["to"] }),
    z.refine((query) => Date.parse(query.to) - Date.parse(query.from) < vacationLimits.chartDaysMax * 86_400_000, {
      message: "vacations.period_too_long",
      path: ["to"],
    }),
  );
export type ChartQuery = z.output<typeof chartQuerySchema>;

/** The chart's Excel export takes the chart's query and the language of its headers. */
export const chartExportQuerySchema = z.extend(chartQuerySchema, {
  lang: z.optional(z.enum(["en", "ru", "ua"])),
});
export type ChartExportQuery = z.output<typeof chartExportQuerySchema>;

/** PUT /api/user/vacations/settings/{client} (admins). */
export const settingsBodySchema = z.object({
  dayCount: z.enum(dayCounts),
  approval: z.boolean(),
  /** Days credited on each person's balance on the first of January (0: the HR import keeps balances). */
  yearlyDays: z.number().check(z.int(), z.gte(0), z.lte(vacationLimits.balanceMax)),
});
export type SettingsBody = z.output<typeof settingsBodySchema>;
