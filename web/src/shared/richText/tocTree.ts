export interface TocHeading {
  level: number;
  id: string;
  text: string;
}

export interface TocNode extends TocHeading {
  children: TocNode[];
}

/** Headings in document order → a tree: a heading nests under the nearest earlier one of a higher rank. */
export function tocTree(headings: TocHeading[]): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const heading of headings) {
    const node: TocNode = { ...heading, children: [] };
    while (open.length && open[open.length - 1]!.level >= heading.level) open.pop();
    (open.length ? open[open.length - 1]!.children : roots).push(node);
    open.push(node);
  }
  return roots;
}
