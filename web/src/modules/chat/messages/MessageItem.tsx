import type { ChatMessageView } from "@intranet/contracts/chat";
import { Avatar } from "../../../ui/Avatar";
import { useChatTranslation, usePlural } from "../i18n";
import { useChatDates } from "../useChatDates";
import type { PeopleLookup } from "../usePeopleLookup";
import { MessageFiles } from "./MessageFiles";
import { MessageMenu } from "./MessageMenu";
import { MessageText } from "./MessageText";
import type { MessageActions } from "./messageActions";
import type { Receipt } from "./receipts";
import { ReplyQuote } from "./ReplyQuote";

/** One message: who and when (the first of a group), a reply's quote, the text, files, "edited", the receipt under mine. */
export function MessageItem({
  message,
  first,
  me,
  people,
  receipt,
  actions,
}: {
  message: ChatMessageView;
  first: boolean;
  me: string;
  people: PeopleLookup;
  receipt: Receipt | null;
  actions: MessageActions;
}) {
  const { t } = useChatTranslation();
  const dates = useChatDates();
  const mine = message.senderId === me;
  const mentionsMe = !mine && message.mentions.includes(me);
  const classes = [
    "chat-message",
    first ? "chat-message-first" : "",
    mine ? "chat-message-mine" : "",
    mentionsMe ? "chat-message-mentions-me" : "",
  ];
  return (
    <article className={classes.filter(Boolean).join(" ")} data-seq={message.seq}>
      <MessageGutter senderId={message.senderId} first={first} at={message.at} people={people} />
      <div className="chat-message-body">
        {first ? <MessageByline senderId={message.senderId} at={message.at} people={people} /> : null}
        {message.deleted ? (
          <div className="chat-text chat-deleted">{t("messages.deleted")}</div>
        ) : (
          <>
            {message.replyTo ? (
              <ReplyQuote reply={message.replyTo} me={me} people={people} onOpen={actions.showOriginal} />
            ) : null}
            {message.content ? <MessageText content={message.content} me={me} people={people} /> : null}
            <MessageFiles roomId={message.roomId} files={message.files} />
            {message.editedAt ? (
              <span className="chat-edited" title={dates.full(message.editedAt)}>
                ({t("messages.edited")})
              </span>
            ) : null}
          </>
        )}
        {receipt ? <ReceiptLine receipt={receipt} /> : null}
      </div>
      {message.deleted ? null : <MessageMenu message={message} mine={mine} actions={actions} />}
    </article>
  );
}

/** Left of a message: the sender's avatar on a group's first message, else the time on hover. */
export function MessageGutter({
  senderId,
  first,
  at,
  people,
}: {
  senderId: string;
  first: boolean;
  at: string;
  people: PeopleLookup;
}) {
  const dates = useChatDates();
  const person = people.person(senderId);
  if (!first)
    return (
      <time className="chat-message-gutter chat-message-hover-time" dateTime={at} title={dates.full(at)}>
        {dates.time(at)}
      </time>
    );
  return <span className="chat-message-gutter">{person ? <Avatar user={person} size={32} /> : null}</span>;
}

export function MessageByline({ senderId, at, people }: { senderId: string; at: string; people: PeopleLookup }) {
  const dates = useChatDates();
  return (
    <div className="chat-byline">
      <span className="chat-sender">{people.nameOf(senderId)}</span>
      <time className="chat-muted" dateTime={at} title={dates.full(at)}>
        {dates.time(at)}
      </time>
    </div>
  );
}

function ReceiptLine({ receipt }: { receipt: Receipt }) {
  const { t } = useChatTranslation();
  const plural = usePlural();
  const text =
    receipt.kind === "seen"
      ? t("receipts.seen")
      : receipt.kind === "all"
        ? t("receipts.readByAll")
        : t(`receipts.readBy_${plural(receipt.count)}`, { count: receipt.count });
  return <div className="chat-receipt">{text}</div>;
}
