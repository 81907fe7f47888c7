import { externalEndpoint, startEmulators, type Emulators } from "../emulators";

/**
 * One set of emulators for the whole `vitest run`, however many projects (core, http, browser) run
 * in it: every project's global setup asks here, the last one to finish stops them. Each project's
 * setup module is loaded on its own, so the count lives on globalThis.
 */
interface Shared {
  started: Promise<Emulators | undefined>;
  users: number;
}

const key = Symbol.for("intranet.test.emulators");
const holder = globalThis as { [key]?: Shared };

export async function acquireEmulators(): Promise<Emulators | undefined> {
  const shared = (holder[key] ??= {
    started: externalEndpoint() ? Promise.resolve(undefined) : startEmulators(),
    users: 0,
  });
  shared.users += 1;
  return shared.started;
}

export async function releaseEmulators(): Promise<void> {
  const shared = holder[key];
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  delete holder[key];
  await (await shared.started)?.stop();
}
