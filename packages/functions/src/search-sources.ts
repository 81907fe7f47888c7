import { wallSearchSource } from "@intranet/core/posts";
import { registerSearchSource, searchSources } from "@intranet/core/search";
import { peopleSearchSource } from "@intranet/core/addressBook";
import { groupsSearchSource } from "@intranet/core/groups";
import { pollsSearchSource } from "@intranet/core/polls";
import { calendarSearchSource } from "@intranet/core/calendar";
import { articlesSearchSource } from "@intranet/core/articles";
import { vacanciesSearchSource } from "@intranet/core/vacancies";
import { chatSearchSource } from "@intranet/core/chat";
import "./post-parents";

/**
 * THE search source table: every module with searchable documents, once (like the route and job
 * tables). Imported for its effect by the search subscriber and the re-index jobs — never by the
 * query Lambda, which reads only the index.
 */
export const searchSourceTable = [
  peopleSearchSource,
  wallSearchSource,
  groupsSearchSource,
  pollsSearchSource,
  calendarSearchSource,
  articlesSearchSource,
  vacanciesSearchSource,
  chatSearchSource,
];

for (const source of searchSourceTable) {
  if (!searchSources().includes(source)) registerSearchSource(source);
}
