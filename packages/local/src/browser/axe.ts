import axe from "axe-core";
import type { Page } from "playwright-core";

/** The WCAG 2.1 A and AA rules (axe-core's tags): what the product promises. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The impacts that fail a screen: axe-core's two highest. */
const failingImpacts = ["serious", "critical"];

/**
 * Third-party markup that axe-core flags where nothing is wrong: a node is left out of one rule
 * only, when it matches the selector. Each says why.
 */
export const thirdPartyFalsePositives = [
  {
    rule: "label-content-name-mismatch",
    selector: ".fc .fc-daygrid-day[role='gridcell']",
    // FullCalendar names a month view's day cell by its day number (aria-labelledby the number,
    // which is in the name); the events listed in the cell are its content, not its label, yet
    // axe reads all of the cell's text as the label.
    why: "a calendar day's events are its content, not its label",
  },
];

/** One failing rule on one screen, with each node it found. */
export interface ScreenViolation {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  /** Each node's selector, the start of its HTML and axe's first finding (e.g. the colours and ratio). */
  nodes: Array<{ target: string; html: string; finding: string }>;
}

type Found = Omit<ScreenViolation, "screen">;

/**
 * axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it is now, less the known
 * third-party false positives. The engine is evaluated in the page (playwright's evaluate, not a
 * script tag) once per document. `within`: a selector of the part to check (default the whole page).
 */
export async function axeViolations(page: Page, screen: string, within = "html"): Promise<ScreenViolation[]> {
  if (!(await page.evaluate(() => "axe" in globalThis))) await page.evaluate(axe.source);
  const violations: Found[] = await page.evaluate(
    async ({ tags, within, impacts, ignored }) => {
      const engine = (globalThis as unknown as { axe: typeof axe }).axe;
      const result = await engine.run(within, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
        elementRef: true,
      });
      const falsePositive = (rule: string, element: { matches(selector: string): boolean } | undefined) =>
        ignored.some((entry) => entry.rule === rule && !!element?.matches(entry.selector));
      return result.violations
        .filter((violation) => impacts.includes(violation.impact ?? ""))
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact!,
          help: violation.help,
          nodes: violation.nodes
            .filter((node) => !falsePositive(violation.id, node.element))
            .map((node) => ({
              target: node.target.join(" "),
              html: node.html,
              finding: [...node.any, ...node.all, ...node.none][0]?.message ?? "",
            })),
        }))
        .filter((violation) => violation.nodes.length > 0);
    },
    { tags: wcagTags, within, impacts: failingImpacts, ignored: thirdPartyFalsePositives },
  );
  return violations.map((violation) => ({ screen, ...violation }));
}

const snippetLength = 160;

/** The violations as a readable list: screen, rule, impact and help, then each node's selector, HTML and finding. */
export function describeViolations(violations: readonly ScreenViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.screen}: ${violation.rule} (${violation.impact}) — ${violation.help}`,
        ...violation.nodes.map((node) => {
          const html = node.html.replace(/\s+/g, " ");
          const snippet = html.length > snippetLength ? `${html.slice(0, snippetLength)}…` : html;
          return `  ${node.target}\n    ${snippet}${node.finding ? `\n    ${node.finding}` : ""}`;
        }),
      ].join("\n"),
    )
    .join("\n");
}
