import { useEffect, useState } from "react";

/** How far down the window a heading counts as "being read": the top third. */
const READING_LINE = 0.3;

/**
 * The id of the section being read: the last heading above the reading line. An
 * IntersectionObserver says when a heading crosses the line (no scroll listener); without one
 * (old browsers, tests) nothing is highlighted.
 */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join("\n");

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const elements = key
      .split("\n")
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (!elements.length) return;
    const update = () => {
      const line = window.innerHeight * READING_LINE;
      const above = elements.filter((element) => element.getBoundingClientRect().top <= line);
      setActive((above[above.length - 1] ?? elements[0]!).id);
    };
    const observer = new IntersectionObserver(update, { rootMargin: `0px 0px -${100 - READING_LINE * 100}% 0px` });
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [key]);

  return active;
}
