import { totpCode } from "@intranet/core/auth";

/**
 * Authenticator codes for the browser flows' two-factor accounts. The server refuses a code whose
 * time step was already used (replay), and a flow may sign one account in twice within 30 s, so
 * each code is of a later step than the last one given for that secret: the next step (accepted one
 * step ahead), or waiting for it when that one was given too.
 */
const lastStep = new Map<string, number>();

export async function nextTotpCode(secret: string): Promise<string> {
  const now = Date.now() / 1000;
  const step = Math.max(Math.floor(now / 30), (lastStep.get(secret) ?? 0) + 1);
  const waitMs = ((step - 1) * 30 - now) * 1000;
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 500));
  lastStep.set(secret, step);
  return totpCode(secret, step * 30);
}
