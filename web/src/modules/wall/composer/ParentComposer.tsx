import { Card } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { postsApi } from "../api";
import type { OtherParent } from "../keys";
import { prependCachedParentPost } from "../postCache";
import { PostForm } from "./PostForm";
import { useWallTranslation } from "../i18n";

/**
 * The composer of another parent's wall (a group's): news posts only (POST /api/post with the
 * parent), with the wall's own form, rules and attachments; the new post goes on top at once.
 */
export function ParentComposer({
  parent,
  me,
  placeholder,
}: {
  parent: OtherParent;
  me: UserView;
  placeholder?: string;
}) {
  const { t } = useWallTranslation();
  const queryClient = useQueryClient();
  return (
    <Card className="wall-composer">
      <PostForm
        meId={me._id}
        initialKind="news"
        placeholder={placeholder}
        submitText={t("composer.publish")}
        resetOnSuccess
        onSubmit={async (values) => {
          const post = await postsApi.create({ ...values, kind: "news", parent }, { no_show: true });
          prependCachedParentPost(queryClient, post, parent, me._id);
        }}
      />
    </Card>
  );
}
