import { Dialog, DialogBody } from "@blueprintjs/core";
import type { PostView } from "@intranet/contracts";
import { PostForm } from "../composer/PostForm";
import { htmlToDraft } from "../mentions/draft";
import { usePostActions } from "./usePostActions";
import { useWallTranslation } from "../i18n";

/** Edits a post's text, mentions and attachments (PUT /api/post/{id}); its kind never changes. */
export function PostEditDialog({ post, meId, onClose }: { post: PostView; meId: string; onClose: () => void }) {
  const { t } = useWallTranslation();
  const { update } = usePostActions(post);
  return (
    <Dialog isOpen title={t("post.editTitle")} onClose={onClose} className="wall-dialog">
      <DialogBody>
        <PostForm
          meId={meId}
          initialKind={post.kind}
          initialDraft={htmlToDraft(post.message)}
          initialAttachments={post.attachments}
          submitText={t("ui:common.save")}
          autoFocus
          onCancel={onClose}
          onSubmit={async ({ message, mentions, attachments }) => {
            await update({ message, mentions, attachments });
            onClose();
          }}
        />
      </DialogBody>
    </Dialog>
  );
}
