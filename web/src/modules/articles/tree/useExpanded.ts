import { useCallback, useState } from "react";
import { readStoredJson, writeStored } from "../../../session/storage";

/** Folders remembered open on this device (ids are unique across companies; the oldest drop first). */
const KEPT = 300;

function store(ids: ReadonlySet<string>) {
  writeStored("articles_expanded", JSON.stringify([...ids].slice(-KEPT)));
}

/** The sidebar's open folders, kept on the device between visits (session/storage.ts). */
export function useExpanded() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(readStoredJson<string[]>("articles_expanded") ?? []),
  );
  const update = useCallback((change: (next: Set<string>) => void) => {
    setExpanded((current) => {
      const next = new Set(current);
      change(next);
      if (next.size === current.size && [...next].every((id) => current.has(id))) return current;
      store(next);
      return next;
    });
  }, []);
  const toggle = useCallback(
    (id: string) =>
      update((next) => {
        if (!next.delete(id)) next.add(id);
      }),
    [update],
  );
  /** Opens folders (the current node's ancestors) without closing any. */
  const open = useCallback(
    (ids: readonly string[]) =>
      update((next) => {
        for (const id of ids) next.add(id);
      }),
    [update],
  );
  return { expanded, toggle, open };
}
