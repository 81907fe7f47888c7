import { useCallback, useLayoutEffect, useRef, useState } from "react";

/** This close to the end counts as "at the newest message". */
const END_PX = 40;
/** This close to the top asks for the older page. */
const TOP_PX = 80;

const distanceToEnd = (box: HTMLElement) => box.scrollHeight - box.scrollTop - box.clientHeight;

/**
 * The conversation's scrolling: it opens at the "new messages" divider (else at the end), follows
 * new messages while at the end, keeps the reader's place when older ones load above, asks for
 * older ones near the top, and counts messages that arrived while the reader was scrolled up.
 */
export function useConversationScroll({
  firstSeq,
  lastSeq,
  pending,
  loaded,
  onTop,
  onAtEnd,
}: {
  firstSeq: number;
  lastSeq: number;
  /** Messages I am sending: sending one always goes to the end. */
  pending: number;
  loaded: boolean;
  onTop: () => void;
  onAtEnd: (atEnd: boolean) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const opened = useRef(false);
  const previous = useRef({ firstSeq, lastSeq, pending, height: 0 });
  const [arrived, setArrived] = useState(0);

  const toEnd = useCallback(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
    setArrived(0);
  }, []);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !loaded) return;
    const before = previous.current;
    if (!opened.current) {
      opened.current = true;
      const divider = element.querySelector<HTMLElement>(".chat-new-divider");
      if (divider?.scrollIntoView) divider.scrollIntoView({ block: "center" });
      else toEnd();
    } else if (pending > before.pending) {
      toEnd();
    } else if (firstSeq < before.firstSeq && lastSeq === before.lastSeq) {
      // Older messages came in above: the same message stays under the reader's eyes.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (lastSeq > before.lastSeq) {
      if (atEnd.current) toEnd();
      else setArrived((count) => count + 1);
    }
    previous.current = { firstSeq, lastSeq, pending, height: element.scrollHeight };
  }, [firstSeq, lastSeq, pending, loaded, toEnd]);

  const onScroll = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const end = distanceToEnd(element) < END_PX;
    if (end !== atEnd.current) {
      atEnd.current = end;
      onAtEnd(end);
    }
    if (end) setArrived(0);
    if (element.scrollTop < TOP_PX) onTop();
  }, [onAtEnd, onTop]);

  return { box, onScroll, arrived, toEnd };
}
