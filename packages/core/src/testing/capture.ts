import { type MailMessage, useMailer } from "../mail";
import { type DomainEvent, useEventBus } from "../events";

/** The catalogue code a call is refused with (undefined when it succeeds). */
export async function refusal(run: () => unknown): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return undefined;
}

/** Replaces the mail port with an in-memory list for the test file. */
export function captureMail(): MailMessage[] {
  const sent: MailMessage[] = [];
  useMailer({ send: async (message) => void sent.push(message) });
  return sent;
}

/** Captures published domain events instead of delivering them. */
export function captureEvents(): DomainEvent[] {
  const published: DomainEvent[] = [];
  useEventBus({ publish: async (events) => void published.push(...events) });
  return published;
}
