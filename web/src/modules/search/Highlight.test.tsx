import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Highlight, normalizeRanges } from "./Highlight";

describe("Highlight", () => {
  it("marks the answer's ranges and keeps the rest as text", () => {
    const { container } = render(<Highlight text="Anna Petrova" ranges={[{ start: 5, end: 9 }]} />);
    expect(container.innerHTML).toBe('Anna <mark class="search-mark">Petr</mark>ova');
  });

  it("never renders the text as HTML", () => {
    const text = '<img src=x onerror="alert(1)"> отпуск';
    const { container } = render(<Highlight text={text} ranges={[{ start: 31, end: 37 }]} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe(text);
    expect(container.querySelector("mark")?.textContent).toBe("отпуск");
  });

  it("clamps, sorts and merges ranges, and keeps surrogate pairs whole", () => {
    expect(
      normalizeRanges("abcdef", [
        { start: 4, end: 99 },
        { start: -3, end: 2 },
        { start: 1, end: 3 },
        { start: 3, end: 3 },
      ]),
    ).toEqual([
      { start: 0, end: 3 },
      { start: 4, end: 6 },
    ]);
    // "a😀b": the emoji is two UTF-16 units (1 and 2); a range ending inside it takes it whole.
    expect(normalizeRanges("a😀b", [{ start: 0, end: 2 }])).toEqual([{ start: 0, end: 3 }]);
  });
});
