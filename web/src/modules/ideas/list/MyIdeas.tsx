import type { UserView } from "@intranet/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ideasApi, ideasKeys } from "../api";
import { useIdeasTranslation } from "../i18n";
import { IdeaList } from "./IdeaList";
import { LinkButton } from "../../../ui/LinkButton";
import { proposePath } from "../paths";

/** The caller's ideas, newest first, with their statuses (GET idea/mine). */
export function MyIdeas({ me, client }: { me: UserView; client: string }) {
  const { t } = useIdeasTranslation();
  const query = useInfiniteQuery({
    queryKey: ideasKeys.mine(client),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => ideasApi.mine(client, pageParam),
    getNextPageParam: (page) => page.cursor,
  });
  return (
    <IdeaList
      query={query}
      me={me}
      client={client}
      empty={{
        icon: "lightbulb",
        title: t("empty.mine"),
        text: t("empty.mineText"),
        action: <LinkButton to={proposePath} primary icon="plus" text={t("empty.proposeFirst")} />,
      }}
    />
  );
}
