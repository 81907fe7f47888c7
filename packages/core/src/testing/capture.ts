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

/** A call's outcome: its value, or the catalogue code it was refused with. */
export async function capture<T>(run: () => Promise<T>): Promise<{ value?: T; code?: string }> {
  try {
    return { value: await run() };
  } catch (error) {
    return { code: (error as { code?: string }).code ?? String(error) };
  }
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
