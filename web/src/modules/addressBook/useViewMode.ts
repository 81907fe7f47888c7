import { useState } from "react";

export const viewModes = ["cards", "table"] as const;
export type ViewMode = (typeof viewModes)[number];

/** The device remembers the reader's choice (cards by default). */
const storageKey = "address_book_view";

function stored(): ViewMode {
  try {
    const value = window.localStorage.getItem(storageKey);
    return viewModes.find((mode) => mode === value) ?? "cards";
  } catch {
    return "cards"; // storage disabled (private mode, sandboxed frame)
  }
}

/** Cards or table, remembered on this device. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(stored);
  const choose = (next: ViewMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(storageKey, next);
    } catch {
      /* the choice lasts this visit */
    }
  };
  return [mode, choose];
}
