import { useEffect, useRef } from "react";

/** Ctrl+K, or ⌘K on a Mac, anywhere in the signed-in app (any keyboard layout: by the key's position too). */
export function isSearchHotkey(
  event: Pick<KeyboardEvent, "ctrlKey" | "metaKey" | "altKey" | "shiftKey" | "key" | "code">,
) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return event.key.toLowerCase() === "k" || event.code === "KeyK";
}

/** The shortcut as this device writes it. */
export function searchHotkeyLabel(): string {
  return /Mac|iPhone|iPad/.test(navigator.userAgent) ? "⌘K" : "Ctrl+K";
}

/** Calls `onHotkey` on Ctrl+K / ⌘K (instead of the browser's own use of it: its address-bar search). */
export function useSearchHotkey(onHotkey: () => void): void {
  const latest = useRef(onHotkey);
  useEffect(() => {
    latest.current = onHotkey;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchHotkey(event) || event.defaultPrevented) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
