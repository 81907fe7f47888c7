import type { PostView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, type RefObject } from "react";
import { postsApi } from "../api";
import { updateCachedPost } from "../postCache";

/** A card counts as read once at least half of it stayed on screen this long. */
export const VIEW_AFTER_MS = 1000;
const VISIBLE_SHARE = 0.5;

/** Posts whose view was already sent from this tab (a post can be on a feed and its own page). */
const sent = new Set<string>();

/** Test support: forget what was sent. */
export const forgetSentViews = () => sent.clear();

/**
 * View tracking: PUT /api/post/{id}/view once, when a post not yet `seen` is at least half visible
 * for about a second. The answer's count and the seen mark go to every cached copy. Off (`counts`
 * false) for a superadmin visiting the company: their look is not an employee's view.
 */
export function useViewTracking(target: RefObject<HTMLElement | null>, post: PostView, counts = true): void {
  const queryClient = useQueryClient();
  const { _id: id, seen } = post;
  useEffect(() => {
    const element = target.current;
    if (!counts || seen || sent.has(id) || !element || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some(
          (entry) =>
            entry.isIntersecting &&
            // Half of the card, or (a card taller than two screens) half of the screen.
            (entry.intersectionRatio >= VISIBLE_SHARE ||
              (entry.rootBounds !== null && entry.intersectionRect.height >= entry.rootBounds.height * VISIBLE_SHARE)),
        );
        if (!visible) {
          clearTimeout(timer);
          timer = undefined;
          return;
        }
        timer ??= setTimeout(() => {
          if (sent.has(id)) return;
          sent.add(id);
          observer.disconnect();
          postsApi.view(id).then(
            // No body (204) when the reader's look is not a view (a visiting superadmin).
            (result) =>
              result &&
              updateCachedPost(queryClient, id, (current) => ({
                ...current,
                seen: true,
                viewsCount: result.viewsCount,
              })),
            () => sent.delete(id),
          );
        }, VIEW_AFTER_MS);
      },
      { threshold: [0, VISIBLE_SHARE, 1] },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [target, id, seen, counts, queryClient]);
}
