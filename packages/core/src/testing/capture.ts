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

/**
 * Delivers the captured events published since its last call to a module's subscriber, each twice,
 * as the bus may (at least once): a module's tests `await settle()` after a change.
 */
export function eventSettler(
  events: DomainEvent[],
  handle: (type: string, detail: unknown) => Promise<unknown>,
): () => Promise<void> {
  let delivered = 0;
  return async () => {
    while (delivered < events.length) {
      const event = events[delivered++]!;
      const detail = { ...(event.detail as object), tenantId: event.tenantId };
      await handle(event.type, detail);
      await handle(event.type, detail);
    }
  };
}
