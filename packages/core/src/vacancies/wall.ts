import type { AutoPost } from "@intranet/contracts/autoPosts";
import type { NotificationLanguage } from "@intranet/contracts/notificationLanguages";
import type { PostRecord } from "../posts";
import { narrowPostSearch, wallPost } from "../posts";
import { findersOf } from "./finders";
import type { VacancyRecord } from "./vacancy.entity";

export const vacancyLink = (vacancyId: string) => `/vacancy/${encodeURIComponent(vacancyId)}`;

/** What a vacancy's announcement says: kind `vacancy.opened` with its title and link (contracts/vacancies/post-texts.ts). */
export const vacancyAnnouncement = (vacancy: { vacancyId: string; title: string }): AutoPost => ({
  kind: "vacancy.opened",
  params: { title: vacancy.title, link: vacancyLink(vacancy.vacancyId) },
});

/**
 * The company wall's post of a vacancy that opens (product-spec §4 "Vacancy: is published to the
 * feed"), by its author: kind `vacancy.opened` with the title and the vacancy's link
 * (contracts/vacancies/post-texts.ts), written in each reader's language.
 */
export function vacancyPost(
  input: { clientId: string; authorId: string; vacancyId: string; title: string },
  language: NotificationLanguage | undefined,
): PostRecord {
  return wallPost({
    clientId: input.clientId,
    authorId: input.authorId,
    auto: vacancyAnnouncement(input),
    language,
    mentions: [],
  });
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
