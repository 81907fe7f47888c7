import { lazy, Suspense, useEffect, useState } from "react";
import { onShowError, type ShownError } from "../api/errorEvents";

const loadErrorDialog = () => import("./ErrorDialog");
const ErrorDialog = lazy(loadErrorDialog);

/** Fetches the dialog's chunk ahead of need (the shell calls it), so it can open even when the network is gone. */
export function preloadErrorDialog(): void {
  void loadErrorDialog().catch(() => undefined);
}

/**
 * Shows what the API client reports (rules-calls-errors-spec §8): one dialog at a time, the newest
 * error first. The Blueprint dialog is its own chunk, fetched only when needed.
 */
export function ErrorDialogHost() {
  const [queue, setQueue] = useState<ShownError[]>([]);
  useEffect(
    () =>
      onShowError((shown) =>
        setQueue((current) =>
          current.some((item) => item.kind === shown.kind && item.error.message === shown.error.message)
            ? current
            : [shown, ...current],
        ),
      ),
    [],
  );
  const [first] = queue;
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog
        shown={first}
        onClose={() => setQueue((current) => current.filter((item) => item.id !== first.id))}
      />
    </Suspense>
  );
}
