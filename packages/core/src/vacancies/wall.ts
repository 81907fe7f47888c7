import type { PostRecord } from "../posts";
import { narrowPostSearch, wallPost } from "../posts";
import { findersOf } from "./finders";
import type { VacancyRecord } from "./vacancy.entity";

type Language = "en" | "ru" | "ua";

/** The announcement of an opened vacancy, written once for the whole company in its language (English when it has none). */
const texts: Record<Language, { opened: string; open: string }> = {
  en: { opened: "New vacancy: {title}", open: "Open the vacancy" },
  ru: { opened: "Новая вакансия: {title}", open: "Открыть вакансию" },
  ua: { opened: "Нова вакансія: {title}", open: "Відкрити вакансію" },
};

export const vacancyLink = (vacancyId: string) => `/vacancy/${encodeURIComponent(vacancyId)}`;

/**
 * The company wall's post of a vacancy that opens (product-spec §4 "Vacancy: is published to the
 * feed"), by its author: the title as plain text (the wall escapes it) and a link to the vacancy.
 * The link's text is ours and the id a ULID, so the paragraph added needs no escaping.
 */
export function vacancyPost(
  input: { clientId: string; authorId: string; vacancyId: string; title: string },
  language: Language | undefined,
): PostRecord {
  const own = texts[language ?? "en"];
  const post = wallPost({
    clientId: input.clientId,
    authorId: input.authorId,
    text: own.opened.replace("{title}", input.title),
    mentions: [],
  });
  return { ...post, message: `${post.message}<p><a href="${vacancyLink(input.vacancyId)}">${own.open}</a></p>` };
}

/**
 * The announcement follows its vacancy in search: while the vacancy is closed only those who still
 * see it find the post (finders.ts), so search never leads anyone else to it; open again, the
 * wall's rule is back. The post itself stays on the wall: the spec publishes a vacancy to the feed
 * (§4) and takes nothing back when it closes; the feed tells what happened, with its comments and
 * likes. A deleted vacancy takes its post with it (remove.ts).
 */
export async function postFollowsVacancy(before: VacancyRecord, after: VacancyRecord, by: string): Promise<void> {
  if (!after.postId || (before.status === "open" && after.status === "open")) return;
  await narrowPostSearch(after.clientId, after.postId, after.status === "open" ? undefined : findersOf(after), by);
}
