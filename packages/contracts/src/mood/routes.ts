import {
  moodBodySchema,
  moodDayQuerySchema,
  moodExcelQuerySchema,
  moodStatParamsSchema,
  moodUserParamsSchema,
} from "./schemas";
import { answer, defineRoutes } from "../route";
import type { ExportView } from "../exports/views";
import type { MoodCheck, MoodRated, MoodStats } from "./views";

/** The mood meter (rules spec §7 Mood): the check and the rating for everyone, the statistics for admins. */
export const moodRoutes = defineRoutes("mood", {
  check: {
    method: "GET",
    path: "/api/mood/check/{user}",
    access: "user",
    summary: "Whether the meter asks the caller today (?day= their local date)",
    params: moodUserParamsSchema,
    query: moodDayQuerySchema,
    answer: answer<MoodCheck>(),
  },
  rate: {
    method: "POST",
    path: "/api/mood",
    access: "user",
    summary: "Today's mood, 1 to 10, once a day",
    body: moodBodySchema,
    answer: answer<MoodRated>(),
  },
  stat: {
    method: "GET",
    path: "/api/mood/stat/{client}/{from}/{to}",
    access: "admin",
    summary: "Mood by day and department for one or two weeks (groups below the minimum hidden)",
    params: moodStatParamsSchema,
    answer: answer<MoodStats>(),
  },
  excel: {
    method: "GET",
    path: "/api/mood/excel/{client}/{from}/{to}",
    access: "admin",
    summary: "Starts the period's Excel export; follow GET /api/export/{id}",
    params: moodStatParamsSchema,
    query: moodExcelQuerySchema,
    answer: answer<ExportView>(),
  },
});
