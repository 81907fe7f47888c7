/**
 * The mood meter (product-spec §2 shell, §3 Mood, §4 startup; rules spec §7 Mood, §9): once a day,
 * on arrival, a person rates their mood 1–10, unless the company hides the meter or they are the
 * superadmin. Ratings are kept only as counts per day and department (no rating is stored with a
 * person), shown for a period of one or two weeks.
 */
import * as z from "zod/mini";
import { limits } from "../limits";
import { idSchema, isoDateSchema } from "../validation";

export const moodLimits = {
  min: limits.moodMin,
  max: limits.moodMax,
  /** Rules spec §9: the statistics period is one or two weeks. */
  periodDays: [7, 14] as const,
  /** A day's or a department's average shows from this many ratings (fewer would point at people). */
  anonymityMin: 5,
  /** How far the caller's own "today" may be from the server's UTC date (time zones). */
  daySkewMax: 1,
} as const;

export const moodUserParamsSchema = z.object({ user: idSchema });
export const moodDayQuerySchema = z.object({ day: z.optional(isoDateSchema) });

/** POST /api/mood: today's rating (the caller's local date, within a day of the server's). */
export const moodBodySchema = z.object({
  rating: z
    .number({ error: "mood.bad_rating" })
    .check(
      z.int("mood.bad_rating"),
      z.gte(moodLimits.min, "mood.bad_rating"),
      z.lte(moodLimits.max, "mood.bad_rating"),
    ),
  day: z.optional(isoDateSchema),
});
export type MoodBody = z.output<typeof moodBodySchema>;

/** GET mood/stat/{client}/{from}/{to}: from and to inclusive, 7 or 14 days. */
export const moodStatParamsSchema = z.object({ client: idSchema, from: isoDateSchema, to: isoDateSchema });
export const moodExcelQuerySchema = z.object({ lang: z.optional(z.enum(["en", "ru", "ua"])) });
