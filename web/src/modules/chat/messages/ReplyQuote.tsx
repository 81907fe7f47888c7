import type { ChatMessageView } from "@intranet/contracts/chat";
import { useChatTranslation } from "../i18n";
import type { PeopleLookup } from "../usePeopleLookup";
import { plainMessage } from "./messageText";

/** The quoted message a reply answers; a click scrolls to it when it is loaded. */
export function ReplyQuote({
  reply,
  me,
  people,
  onOpen,
}: {
  reply: NonNullable<ChatMessageView["replyTo"]>;
  me: string;
  people: PeopleLookup;
  onOpen?: (seq: number) => void;
}) {
  const { t } = useChatTranslation();
  const who = reply.senderId === me ? t("list.you") : people.nameOf(reply.senderId);
  const text = reply.deleted ? t("messages.deleted") : plainMessage(reply.excerpt, people.nameOf);
  return (
    <button type="button" className="chat-quote" onClick={() => onOpen?.(reply.seq)} disabled={!onOpen}>
      <span className="chat-quote-who">{who}</span>
      <span className={`chat-quote-text${reply.deleted ? " chat-deleted" : ""}`}>{text}</span>
    </button>
  );
}
