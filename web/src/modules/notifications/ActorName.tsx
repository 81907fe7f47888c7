import type { ClientView } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { usersApi } from "../../api/users";
import { useWorkspaceUsers } from "../../shell/startup/useWorkspaceUsers";
import { useNotificationsTranslation } from "./i18n";
import { usePersonName } from "../../shared/usePersonName";

/**
 * Who caused a notification: the name from the workspace users loaded at startup, else the user
 * fetched once (cached for the session); "System" for notifications without an actor.
 */
export function ActorName({ actor, client }: { actor: string | undefined; client: ClientView }) {
  const { t } = useNotificationsTranslation();
  const name = usePersonName();
  const known = useWorkspaceUsers(client).data?.items.find((user) => user._id === actor);
  const fetched = useQuery({
    queryKey: ["notifications", "actor", actor],
    enabled: !!actor && !known,
    staleTime: Infinity,
    retry: false,
    queryFn: () => usersApi.get(actor!, { no_show: true }),
  });
  if (!actor) return <span>{t("system")}</span>;
  const person = known ?? fetched.data;
  return person ? <span className="notification-actor">{name(person)}</span> : null;
}
