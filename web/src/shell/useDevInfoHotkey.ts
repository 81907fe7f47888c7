import { useEffect, useState } from "react";

/** Ctrl+Shift+D toggles the developer info (product-spec §2 Home shell). */
export function useDevInfoHotkey(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && event.key.toLowerCase() === "d") {
        event.preventDefault();
        setShown((value) => !value);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return [shown, () => setShown(false)];
}
