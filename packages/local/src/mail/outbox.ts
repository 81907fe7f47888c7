import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { MailMessage, MailPort } from "@intranet/core/mail";

export interface SentMail extends MailMessage {
  sentAt: string;
}

/**
 * The local mail adapter: keeps every message in memory (tests read `messages`) and, with a
 * directory, writes each as a JSON file a developer can open (`.data/outbox/` under npm start).
 */
export class LocalOutbox implements MailPort {
  readonly messages: SentMail[] = [];

  constructor(private readonly directory?: string) {
    if (directory) mkdirSync(directory, { recursive: true });
  }

  async send(message: MailMessage): Promise<void> {
    const sent = { ...message, sentAt: new Date().toISOString() };
    this.messages.push(sent);
    if (this.directory) {
      const name = `${sent.sentAt.replace(/[:.]/g, "-")}-${message.to.replace(/[^\w.@-]/g, "_")}.json`;
      writeFileSync(join(this.directory, name), JSON.stringify(sent, null, 2));
      console.log(`[mail] to ${message.to}: ${message.subject} (${join(this.directory, name)})`);
    }
  }

  /** The newest message to an address (tests). */
  lastTo(address: string): SentMail | undefined {
    return [...this.messages].reverse().find((message) => message.to === address.toLowerCase());
  }
}
