/**
 * Audiences and grants (product-spec §6 "Object access grants"): who an object is for, and at which
 * level. One shape for every module that shares something with part of a company (knowledge-base
 * articles, polls, events, services, courses…); core/audiences answers "can this person read or
 * write it" and "who is in this audience".
 */
import * as z from "zod/mini";
import { idSchema } from "../validation";

export const accessLevels = ["none", "read", "write"] as const;
export type AccessLevel = (typeof accessLevels)[number];

export const audienceKinds = [
  "all",
  "managers",
  "manager",
  "position",
  "department",
  "city",
  "workingTime",
  "users",
] as const;
export type AudienceKind = (typeof audienceKinds)[number];

export const audienceLimits = {
  /** People named one by one in a manual audience. */
  usersMax: 500,
  /** Grants on one object. */
  grantsMax: 50,
  valueMax: 200,
  /** Working time is counted in whole months, up to 60 years. */
  monthsMax: 720,
} as const;

const value = z.string().check(z.trim(), z.minLength(1, "common.empty_fields"), z.maxLength(audienceLimits.valueMax));
const months = z.number().check(z.int(), z.gte(0), z.lte(audienceLimits.monthsMax));

/**
 * The working-time bands a picker offers (rules spec §9: under 3 months, 3 months to 1 year, 1–5,
 * 5–10, over 10 years), as `workingTime` audiences' month ranges.
 */
export const workingTimeBands = {
  under3m: { toMonths: 3 },
  "3m-1y": { fromMonths: 3, toMonths: 12 },
  "1-5y": { fromMonths: 12, toMonths: 60 },
  "5-10y": { fromMonths: 60, toMonths: 120 },
  over10y: { fromMonths: 120 },
} as const satisfies Record<string, { fromMonths?: number; toMonths?: number }>;
export type WorkingTimeBand = keyof typeof workingTimeBands;

/** The band a working-time range is, if it is one (a range set elsewhere may be none). */
export function workingTimeBandOf(range: { fromMonths?: number | undefined; toMonths?: number | undefined }) {
  return (Object.keys(workingTimeBands) as WorkingTimeBand[]).find((band) => {
    const months: { fromMonths?: number; toMonths?: number } = workingTimeBands[band];
    return months.fromMonths === range.fromMonths && months.toMonths === range.toMonths;
  });
}

export const audienceSchema = z.discriminatedUnion("kind", [
  /** Everyone active in the company. */
  z.object({ kind: z.literal("all") }),
  /** Everyone who heads a department (of any structure type). */
  z.object({ kind: z.literal("managers") }),
  /** The people under one manager: everyone in the departments they head, sub-departments included. */
  z.object({ kind: z.literal("manager"), userId: idSchema }),
  /** Everyone holding a position (compared without case or extra spaces). */
  z.object({ kind: z.literal("position"), position: value }),
  /** A department's employees, with its sub-departments' unless `subdepartments` is false. */
  z.object({ kind: z.literal("department"), deptId: idSchema, subdepartments: z._default(z.boolean(), true) }),
  z.object({ kind: z.literal("city"), city: value }),
  /** Working time in whole months since `workingSince`: at least `fromMonths`, less than `toMonths`. */
  z.object({ kind: z.literal("workingTime"), fromMonths: z.optional(months), toMonths: z.optional(months) }).check(
    z.refine((range) => range.fromMonths !== undefined || range.toMonths !== undefined, {
      message: "common.empty_fields",
    }),
    z.refine(
      (range) => range.fromMonths === undefined || range.toMonths === undefined || range.fromMonths < range.toMonths,
      {
        message: "common.data_error",
        path: ["toMonths"],
      },
    ),
  ),
  /** People named one by one (the manual filter). */
  z.object({
    kind: z.literal("users"),
    userIds: z.pipe(
      z.array(idSchema).check(z.minLength(1, "common.empty_fields"), z.maxLength(audienceLimits.usersMax)),
      z.transform((ids) => [...new Set(ids)]),
    ),
  }),
]);
export type Audience = z.output<typeof audienceSchema>;
export type AudienceInput = z.input<typeof audienceSchema>;

/**
 * A grant: an audience and its level. On one object, the strongest level of the grants whose
 * audience holds the person wins, except that a matching `none` wins over everything (an explicit
 * exclusion: "everyone but the interns").
 */
export const grantSchema = z.object({ audience: audienceSchema, level: z.enum(accessLevels) });
export type Grant = z.output<typeof grantSchema>;
export const grantsSchema = z.array(grantSchema).check(z.maxLength(audienceLimits.grantsMax));

/**
 * Free-text values (cities, positions) compare without case, extra spaces or ё/е differences
 * ("Sales  manager" = "sales manager"): audiences' labels and results' filter groups use this form.
 */
export function normalizeValue(value: string): string {
  return value.trim().replace(/\s+/g, " ").toLowerCase().replace(/ё/g, "е");
}
