import { NonIdealState } from "@blueprintjs/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { PersonLine } from "../../shared/PersonLine";
import { QueryMore } from "../../ui/QueryMore";
import { profileApi, profileKeys } from "./api";
import { useProfileTranslation } from "./i18n";
import { QueryState } from "../../ui/QueryState";

/** The subscribers tab: who follows the person (GET /api/user/{id}/followers), a page at a time, each linking to their profile. */
export function FollowersTab({ userId }: { userId: string }) {
  const { t } = useProfileTranslation();
  const pages = useInfiniteQuery({
    queryKey: profileKeys.followers(userId),
    queryFn: ({ pageParam }) => profileApi.followers(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });
  if (pages.isPending || pages.isError) return <QueryState query={pages} errorTitle={t("subscribers.loadError")} />;
  const people = pages.data.pages.flatMap((page) => page.items);
  if (!people.length)
    return (
      <NonIdealState
        className="profile-empty"
        icon="inbox"
        title={t("subscribers.empty")}
        description={t("subscribers.emptyText")}
      />
    );
  return (
    <section className="cabinet-tab">
      <ul className="profile-followers">
        {people.map((person) => (
          <li key={person._id}>
            <PersonLine
              person={person}
              detail={[person.position, person.department].filter(Boolean).join(" · ") || undefined}
            />
          </li>
        ))}
      </ul>
      <QueryMore query={pages} count={people.length} />
    </section>
  );
}
