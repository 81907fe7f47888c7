import { OverlayToaster, type OverlayToasterProps, type Toaster } from "@blueprintjs/core";

export interface LazyToaster {
  /** The toaster, mounted on first use. */
  get(): Promise<Toaster>;
  /** Removes its toasts, if it was ever mounted. */
  clear(): void;
}

const made: LazyToaster[] = [];

/** A toaster mounted on its first toast, so a chunk that never shows one never mounts it. */
export function lazyToaster(props: OverlayToasterProps): LazyToaster {
  let toaster: Promise<Toaster> | undefined;
  const lazy: LazyToaster = {
    get: () => (toaster ??= OverlayToaster.create(props)),
    clear: () => void toaster?.then((instance) => instance.clear()),
  };
  made.push(lazy);
  return lazy;
}

/** Removes every toast shown: the component tests share one page across files (vitest.config.ts). */
export function clearToasters(): void {
  for (const toaster of made) toaster.clear();
}
