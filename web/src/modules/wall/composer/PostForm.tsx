import { Button, HTMLSelect } from "@blueprintjs/core";
import type { PostAttachmentView, PostKind } from "@intranet/contracts";
import { useRef, useState, type FormEvent } from "react";
import { isApiError } from "../../../api/errors";
import { FormAlert } from "../../../forms/FormAlert";
import { useFormErrors } from "../../../forms/useFormErrors";
import { errorText } from "../../../i18n/errorText";
import { packMessage } from "../../../i18n/messageCode";
import { translateMessage } from "../../../i18n/translateMessage";
import { UploadList } from "../../../shared/uploads/UploadList";
import { draftToHtml, emptyDraft, type Draft } from "../mentions/draft";
import { MentionTextArea } from "../mentions/MentionTextArea";
import { composerIssue, issueText, type CodeIssue } from "./rules";
import { useAttachments } from "./useAttachments";
import { useWallTranslation } from "../i18n";

const textIssue = (issue: CodeIssue | null) => (issue ? { text: packMessage(issue.code, issue.params) } : {});
/** A message at the text answers the whole post: the text, its mentions and the kind. */
const whole = <T,>(post: T) => post;
/** The API's refusal of the post's content (a posts.* 400) is the text's; anything else is the form's. */
const refusalAtText = (error: unknown) =>
  isApiError(error) && error.status === 400 && error.code?.startsWith("posts.") ? { text: error.code } : {};

export interface PostFormValues {
  kind: PostKind;
  message: string;
  mentions: string[];
  attachments: string[];
}

interface PostFormProps {
  meId: string;
  initialKind: PostKind;
  /** The kinds to choose from (the composer); absent: the kind is fixed (editing). */
  kinds?: readonly PostKind[];
  initialDraft?: Draft;
  /** The text area's placeholder when it is not the wall's own (another parent's composer). */
  placeholder?: string;
  initialAttachments?: PostAttachmentView[];
  submitText: string;
  /** Sends the post; a refusal (ApiError) is shown in the form. */
  onSubmit: (values: PostFormValues) => Promise<void>;
  onCancel?: () => void;
  /** After a successful send the form empties (the composer) instead of staying (a dialog closes). */
  resetOnSuccess?: boolean;
  autoFocus?: boolean;
}

/**
 * Writing or editing a post: text with marks and mentions, attachments (20 MB each, uploaded at
 * once with progress), and the kind. The spec's rules are checked before sending; the API's
 * refusals are shown in the form with the catalogue message.
 */
export function PostForm({
  meId,
  initialKind,
  kinds,
  initialDraft = emptyDraft,
  placeholder: ownPlaceholder,
  initialAttachments,
  submitText,
  onSubmit,
  onCancel,
  resetOnSuccess,
  autoFocus,
}: PostFormProps) {
  const { t } = useWallTranslation();
  const [kind, setKind] = useState<PostKind>(initialKind);
  const [draft, setDraft] = useState<Draft>(initialDraft);
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const files = useAttachments(initialAttachments);
  const picker = useRef<HTMLInputElement>(null);

  // The text is the form's one field: the rules' message and a refusal of the post sit at it.
  const checks = useFormErrors({ kind, draft }, (post) => textIssue(composerIssue(post.kind, post.draft, meId)), whole);
  const textError = checks.errors.text;
  const message = textError ? translateMessage(t, textError) : files.refusal ? issueText(t, files.refusal) : null;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setFailure(null);
    if (!checks.check() || files.uploading || sending) return;
    const { html, mentions } = draftToHtml(draft);
    setSending(true);
    try {
      await onSubmit({ kind, message: html, mentions, attachments: files.fileIds });
      if (resetOnSuccess) {
        setDraft(emptyDraft);
        files.reset();
        checks.reset();
      }
    } catch (error) {
      if (!checks.refuse(refusalAtText(error))) setFailure(error);
    } finally {
      setSending(false);
    }
  };

  const placeholder = ownPlaceholder ?? t(kind === "thanks" ? "composer.thanksPlaceholder" : "composer.placeholder");
  return (
    <form className="wall-post-form" onSubmit={(event) => void submit(event)} noValidate aria-label={submitText}>
      {kinds && kinds.length > 1 ? (
        <HTMLSelect
          className="wall-kind"
          aria-label={t("composer.kind")}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as PostKind);
            setFailure(null);
          }}
          options={kinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
      ) : null}
      <MentionTextArea
        draft={draft}
        onChange={setDraft}
        label={t("composer.text")}
        placeholder={placeholder}
        rows={kind === "thanks" ? 3 : 4}
        formatting
        invalid={Boolean(textError)}
        autoFocus={autoFocus}
        onSubmit={() => void submit()}
        // A thanks post thanks someone else (posts.thanks_self): the author is not offered.
        excludeIds={kind === "thanks" ? [meId] : undefined}
      />
      {message ? <FormAlert intent="danger">{message}</FormAlert> : null}
      {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
      <UploadList items={files.items} onRemove={files.remove} />
      <div className="wall-post-form-actions">
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          data-testid="wall-attach-input"
          onChange={(event) => {
            if (event.target.files) files.add(Array.from(event.target.files));
            event.target.value = "";
          }}
        />
        <Button
          icon="paperclip"
          variant="minimal"
          text={t("composer.attach")}
          onClick={() => picker.current?.click()}
        />
        <span className="wall-spacer" />
        {onCancel ? <Button text={t("ui:common.cancel")} onClick={onCancel} /> : null}
        <Button
          type="submit"
          intent="primary"
          icon="send-message"
          text={submitText}
          loading={sending}
          disabled={files.uploading}
        />
      </div>
    </form>
  );
}
