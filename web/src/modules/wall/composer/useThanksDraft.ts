import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { usersApi } from "../../../api/users";
import { usePersonName } from "../../../shared/usePersonName";
import { wallKeys } from "../keys";
import type { Draft } from "../mentions/draft";
import { thankParam } from "../routes";

export interface ThanksDraft {
  /** False while the person named in the URL is being read (the form waits, so nothing typed is lost). */
  ready: boolean;
  /** The form's key: a new person starts a new draft. */
  key: string;
  /** "@Name " with the mention, when the URL names an active colleague (`?tab=thanks&thank={id}`). */
  draft?: Draft;
}

/**
 * The thanks composer's entry point for other pages (the profile's "Thank", `thanksPath`): the
 * person in `?thank=` is mentioned in a new draft. Oneself, an unknown or inactive person: no draft.
 */
export function useThanksDraft(tab: "news" | "thanks", meId: string): ThanksDraft {
  const [params] = useSearchParams();
  const name = usePersonName();
  const id = tab === "thanks" ? params.get(thankParam) : null;
  const wanted = Boolean(id) && id !== meId;
  const person = useQuery({
    queryKey: [...wallKeys.all, "thankTo", id],
    queryFn: () => usersApi.get(id!, { no_show: true }),
    enabled: wanted,
  });
  if (!wanted) return { ready: true, key: tab };
  if (person.isPending) return { ready: false, key: tab };
  if (person.data?.status !== "active") return { ready: true, key: tab };
  const mention = { id: person.data._id, name: name(person.data) };
  return { ready: true, key: `${tab}:${mention.id}`, draft: { text: `@${mention.name} `, mentions: [mention] } };
}
