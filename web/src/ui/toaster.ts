import { OverlayToaster, type OverlayToasterProps, type Toaster } from "@blueprintjs/core";

export interface LazyToaster {
  /** The toaster, mounted on first use. */
  get(): Promise<Toaster>;
  /** Removes its toasts, if it was ever mounted (settles once the toaster has been told). */
  clear(): Promise<void>;
}

const made: LazyToaster[] = [];

/** A toaster mounted on its first toast, so a chunk that never shows one never mounts it. */
export function lazyToaster(props: OverlayToasterProps): LazyToaster {
  let toaster: Promise<Toaster> | undefined;
  const lazy: LazyToaster = {
    get: () => (toaster ??= OverlayToaster.create(props)),
    clear: async () => (await toaster)?.clear(),
  };
  made.push(lazy);
  return lazy;
}

/** Removes every toast shown: the component tests share one page across files (vitest.config.ts). */
export async function clearToasters(): Promise<void> {
  await Promise.all(made.map((toaster) => toaster.clear()));
}
