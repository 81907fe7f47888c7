import { Button } from "@blueprintjs/core";
import { formatBytes } from "@intranet/contracts/files";
import { useChatTranslation } from "../i18n";
import type { PeopleLookup } from "../usePeopleLookup";
import type { MessageActions } from "./messageActions";
import { MessageByline, MessageGutter } from "./MessageItem";
import { MessageText } from "./MessageText";
import type { PendingMessage } from "./messageStore";
import { ReplyQuote } from "./ReplyQuote";

/** A message of mine on its way: shown at once, "Sending…", or "Not sent" with Retry and Discard. */
export function PendingItem({
  message,
  first,
  me,
  people,
  actions,
}: {
  message: PendingMessage;
  first: boolean;
  me: string;
  people: PeopleLookup;
  actions: MessageActions;
}) {
  const { t } = useChatTranslation();
  const failed = message.status === "failed";
  return (
    <article
      className={`chat-message chat-message-mine chat-message-pending${first ? " chat-message-first" : ""}${failed ? " chat-message-failed" : ""}`}
    >
      <MessageGutter senderId={me} first={first} at={message.at} people={people} />
      <div className="chat-message-body">
        {first ? <MessageByline senderId={me} at={message.at} people={people} /> : null}
        {message.replyTo ? <ReplyQuote reply={message.replyTo} me={me} people={people} /> : null}
        {message.content ? <MessageText content={message.content} me={me} people={people} /> : null}
        {message.files.map((file) => (
          <div key={file.fileId} className="chat-file-chip chat-muted">
            {file.name} · {formatBytes(file.size)}
          </div>
        ))}
        {failed ? (
          <div className="chat-failed" role="alert">
            <span>{t("messages.failed")}</span>
            <Button
              size="small"
              variant="minimal"
              intent="primary"
              icon="refresh"
              text={t("messages.retry")}
              onClick={() => actions.retry(message)}
            />
            <Button
              size="small"
              variant="minimal"
              text={t("messages.discard")}
              onClick={() => actions.discard(message)}
            />
          </div>
        ) : (
          <div className="chat-muted chat-sending">{t("messages.sending")}</div>
        )}
      </div>
    </article>
  );
}
