import { moodRoutes } from "@intranet/contracts/mood";
import { callRoute } from "../../../api/client";
import type { Language } from "../../../i18n/languages";
import type { MoodPeriod } from "./period";

export const moodStatKeys = {
  stat: (client: string, period: MoodPeriod) => ["mood", "stat", client, period.from, period.to] as const,
};

// Errors are shown in place (the tab's error state, the export dialog), never as the app's dialog.
const quiet = { no_show: true };

/** The cabinet's mood calls (contracts/mood, admins). */
export const moodStatApi = {
  stat: (client: string, period: MoodPeriod) =>
    callRoute(moodRoutes.stat, { params: { client, from: period.from, to: period.to } }, quiet),
  excel: (client: string, period: MoodPeriod, lang: Language) =>
    callRoute(moodRoutes.excel, { params: { client, from: period.from, to: period.to }, query: { lang } }, quiet),
};
