import { Button } from "@blueprintjs/core";
import { chatLimits, type ChatMessageView } from "@intranet/contracts/chat";
import { useRef, useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { emptyDraft, type MentionDraft } from "../../../shared/mentions/mentionDraft";
import { UploadList } from "../../../shared/uploads/UploadList";
import { CloseButton } from "../../../ui/CloseButton";
import { translateCode } from "../../../i18n/translateMessage";
import { chatApi } from "../api";
import { useChatTranslation } from "../i18n";
import { ReplyQuote } from "../messages/ReplyQuote";
import { useTypingSignal } from "../typing/useTypingSignal";
import type { PeopleLookup } from "../usePeopleLookup";
import { ChatTextArea } from "./ChatTextArea";
import { contentLength, fromContent, toContent } from "./draft";
import { useChatFiles } from "./useChatFiles";
import type { OutgoingMessage } from "./useSend";

interface ComposerProps {
  roomId: string;
  me: string;
  people: PeopleLookup;
  replyTo: ChatMessageView | null;
  /** My message being edited (its text only); null: a new message. */
  editing: ChatMessageView | null;
  onCancel: () => void;
  onSend: (message: OutgoingMessage) => void;
  onEdited: (message: ChatMessageView) => void;
}

/**
 * Writing a message: text with mentions, files (uploaded at once, with progress), a reply's quote
 * above; or editing one of mine. The length limit is checked before anything is sent.
 */
export function Composer({ roomId, me, people, replyTo, editing, onCancel, onSend, onEdited }: ComposerProps) {
  const { t } = useChatTranslation();
  const [draft, setDraft] = useState<MentionDraft>(() =>
    editing ? fromContent(editing.content, people.nameOf) : emptyDraft,
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const files = useChatFiles();
  const picker = useRef<HTMLInputElement>(null);
  const typing = useTypingSignal(roomId);

  const submit = () => {
    const content = toContent(draft);
    if (contentLength(content) > chatLimits.contentMax) return setError(translateCode(t, "chat.too_long"));
    setError(null);
    if (editing) return void saveEdit(content);
    if (files.uploading) return setError(t("composer.waitForFiles"));
    if (!content && !files.ready.length) return;
    onSend({ content, files: files.ready, replyTo });
    setDraft(emptyDraft);
    files.clear();
  };

  const saveEdit = async (content: string) => {
    if (!content) return;
    setSaving(true);
    try {
      onEdited(await chatApi.edit(roomId, editing!.seq, content));
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setSaving(false);
    }
  };

  const quote = editing
    ? t("composer.editing")
    : replyTo
      ? t("composer.replyingTo", { name: people.nameOf(replyTo.senderId) })
      : null;
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {quote ? (
        <div className="chat-composer-context">
          <div className="chat-composer-context-main">
            <span className="chat-muted">{quote}</span>
            {replyTo && !editing ? (
              <ReplyQuote
                reply={{ seq: replyTo.seq, senderId: replyTo.senderId, excerpt: replyTo.content, deleted: false }}
                me={me}
                people={people}
              />
            ) : null}
          </div>
          <CloseButton label={t("composer.cancel")} onClick={onCancel} />
        </div>
      ) : null}
      <UploadList items={files.items} onRemove={files.remove} />
      {error ? (
        <div className="chat-composer-error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="chat-composer-row">
        {editing ? null : (
          <>
            <Button
              variant="minimal"
              icon="paperclip"
              aria-label={t("composer.attach")}
              title={t("composer.attach")}
              onClick={() => picker.current?.click()}
            />
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              data-testid="chat-file-input"
              onChange={(event) => {
                files.add([...(event.target.files ?? [])]);
                event.target.value = "";
              }}
            />
          </>
        )}
        <ChatTextArea
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            if (error) setError(null);
            if (next.text) typing();
          }}
          label={t("composer.label")}
          placeholder={t("composer.placeholder")}
          invalid={!!error}
          onSubmit={submit}
          onEscape={quote ? onCancel : undefined}
        />
        <Button
          type="submit"
          intent="primary"
          icon={editing ? "tick" : "send-message"}
          aria-label={t(editing ? "composer.save" : "composer.send")}
          title={files.uploading ? t("composer.waitForFiles") : t(editing ? "composer.save" : "composer.send")}
          loading={saving}
          disabled={files.uploading}
        />
      </div>
    </form>
  );
}
