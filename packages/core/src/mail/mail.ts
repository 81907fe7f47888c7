import type { SESv2Client } from "@aws-sdk/client-sesv2";

/**
 * Outgoing mail (password links, notification e-mails): SES in AWS; locally an outbox a developer
 * can read (packages/local/src/mail/outbox.ts). Both behind this port.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailPort {
  send(message: MailMessage): Promise<void>;
}

export class SesMail implements MailPort {
  constructor(
    private client?: SESv2Client,
    private readonly from = process.env.INTRANET_MAIL_FROM ?? "no-reply@intranet.local",
  ) {}

  async send(message: MailMessage): Promise<void> {
    // The SES client loads with the first mail, not at every cold start of the Lambdas that may send one.
    const { SESv2Client, SendEmailCommand } = await import("@aws-sdk/client-sesv2");
    this.client ??= new SESv2Client({});
    await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: "UTF-8" },
            Body: {
              Text: { Data: message.text, Charset: "UTF-8" },
              ...(message.html ? { Html: { Data: message.html, Charset: "UTF-8" } } : {}),
            },
          },
        },
      }),
    );
  }
}

let adapter: MailPort | undefined;

export function mailer(): MailPort {
  adapter ??= new SesMail();
  return adapter;
}

export function useMailer(port: MailPort): void {
  adapter = port;
}

/** The SPA's public address, for links in mail (set per stage; the local runtime sets its own). */
export function appUrl(): string {
  return (process.env.INTRANET_APP_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
}
