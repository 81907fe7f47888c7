import { Card, Spinner } from "@blueprintjs/core";
import type { PostKind, UserView } from "@intranet/contracts";
import { tabOfKind } from "@intranet/contracts/wall";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { useQueryClient } from "@tanstack/react-query";
import { postsApi } from "../api";
import { wallKeys } from "../keys";
import { prependCachedPost } from "../postCache";
import { PostForm } from "./PostForm";
import { useThanksDraft } from "./useThanksDraft";
import { useWallTranslation } from "../i18n";

/**
 * The composer above the news and thanks tabs: news (and system messages for admins) on the news
 * tab, thanks posts on the thanks tab. The new post goes on top of its feed at once. Opened with
 * `?tab=thanks&thank={id}` (the profile's "Thank"), the thanks draft starts with that person mentioned.
 */
export function Composer({ tab, me, clientId }: { tab: "news" | "thanks"; me: UserView; clientId: string }) {
  const { t } = useWallTranslation();
  const queryClient = useQueryClient();
  const thanks = useThanksDraft(tab, me._id);
  const kinds: PostKind[] =
    tab === "thanks" ? ["thanks"] : meetsAccessLevel(me, "admin") ? ["news", "system"] : ["news"];
  return (
    <Card className="wall-composer">
      {thanks.ready ? (
        <PostForm
          key={thanks.key}
          meId={me._id}
          initialKind={kinds[0]!}
          kinds={kinds}
          initialDraft={thanks.draft}
          submitText={t(tab === "thanks" ? "composer.thank" : "composer.publish")}
          resetOnSuccess
          onSubmit={async (values) => {
            const post = await postsApi.create(values, { no_show: true });
            prependCachedPost(queryClient, post, tabOfKind(post.kind), me._id);
            if (post.kind === "thanks") void queryClient.invalidateQueries({ queryKey: wallKeys.thanks(clientId) });
          }}
        />
      ) : (
        <Spinner size={20} />
      )}
    </Card>
  );
}
