import { useNoSilentTranslation } from "../i18n";

/** One message as a thread shows it: who (already in the reader's words), when, the text. */
export interface ThreadMessage {
  who: string;
  when: string;
  text: string;
  /** The reporter's side (drawn apart from the recipients'). */
  reporter: boolean;
}

/** A report's two-way channel, oldest first (Blueprint's CSS only: the follow-up page shows it too). */
export function Thread({ messages }: { messages: ThreadMessage[] }) {
  const { t } = useNoSilentTranslation();
  if (messages.length === 0) return <p className="no-silent-muted">{t("report.noMessages")}</p>;
  return (
    <ol className="no-silent-thread">
      {messages.map((message, index) => (
        <li
          key={index}
          className={`no-silent-message${message.reporter ? " no-silent-message-reporter" : ""}`}
          aria-label={`${message.who}, ${message.when}`}
        >
          <div className="no-silent-message-head">
            <strong>{message.who}</strong>
            <span className="no-silent-muted">{message.when}</span>
          </div>
          <p className="no-silent-message-text">{message.text}</p>
        </li>
      ))}
    </ol>
  );
}
