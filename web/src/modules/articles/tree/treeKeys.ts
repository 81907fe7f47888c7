import type { KeyboardEvent } from "react";

/** Each row's title link carries its node id, so the keys find rows without a lookup table. */
export const ROW_LINK = "articles-tree-title";

/**
 * The tree's keys (WAI-ARIA tree pattern, on the rows' links): Up / Down move between the rows
 * shown, Home / End to the first and last, Right opens a folder, Left closes it or goes to its
 * folder. Everything else (Enter on a link, the drag handle's keys) is left alone.
 */
export function onTreeKeyDown(
  event: KeyboardEvent<HTMLElement>,
  expanded: (id: string) => boolean | undefined,
  toggle: (id: string) => void,
) {
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>(`a.${ROW_LINK}`)];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at < 0) return;
  const id = links[at]!.dataset.id!;
  const focus = (index: number) => links[Math.max(0, Math.min(links.length - 1, index))]?.focus();
  const open = expanded(id);
  const handled: Record<string, () => void> = {
    ArrowDown: () => focus(at + 1),
    ArrowUp: () => focus(at - 1),
    Home: () => focus(0),
    End: () => focus(links.length - 1),
    ArrowRight: () => (open === false ? toggle(id) : open ? focus(at + 1) : undefined),
    ArrowLeft: () => {
      if (open) return toggle(id);
      const parent = links[at]!.closest("[role=group]")?.closest("[role=treeitem]");
      parent?.querySelector<HTMLAnchorElement>(`a.${ROW_LINK}`)?.focus();
    },
  };
  const act = handled[event.key];
  if (!act) return;
  event.preventDefault();
  act();
}
