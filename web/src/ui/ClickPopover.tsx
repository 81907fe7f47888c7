// eslint-disable-next-line no-restricted-imports -- the one place that wraps Blueprint's popover
import { Classes, PopoverNext, type PopoverNextProps } from "@blueprintjs/core";
import { useRef } from "react";

/**
 * Blueprint's click popover (menus, small forms), except that on closing it gives focus back to its
 * button only when nothing else has taken it. Blueprint returns focus when the closing animation ends
 * (300 ms, longer on a busy device): by then a menu item may have opened an editor, a dialog or a
 * page with its own focus, and the person's keystrokes would land on the menu's button (a space
 * even opens the menu again). Escape still returns focus (Blueprint does that itself).
 */
export function ClickPopover({ onOpening, onClosed, ...props }: Omit<PopoverNextProps, "shouldReturnFocusOnClose">) {
  const opener = useRef<Element | null>(null);
  const overlay = useRef<Element | null>(null);
  return (
    <PopoverNext
      {...props}
      shouldReturnFocusOnClose={false}
      onOpening={(node) => {
        opener.current = document.activeElement;
        overlay.current = node.closest(`.${Classes.OVERLAY}`);
        onOpening?.(node);
      }}
      onClosed={(node) => {
        if (focusLeftWith(overlay.current) && opener.current instanceof HTMLElement) opener.current.focus();
        onClosed?.(node);
      }}
    />
  );
}

/** Focus went with the closed popover: it is still inside it, or nothing (the page itself) has it. */
const focusLeftWith = (popover: Element | null) => {
  const focused = document.activeElement;
  return !focused || focused === document.body || !!popover?.contains(focused);
};
