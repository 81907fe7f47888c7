import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CountsChart, SeriesChart } from "./index";

/** The drawing is hidden from screen readers (its numbers are the figure's list), so nothing in it may take focus. */
async function drawnCanvas(name: string): Promise<Element> {
  const figure = await screen.findByRole("figure", { name });
  await waitFor(() => expect(figure.querySelector(".ui-chart-canvas svg")).toBeTruthy());
  return figure.querySelector(".ui-chart-canvas")!;
}

const tabStops = (canvas: Element) =>
  [...canvas.querySelectorAll("[tabindex]")].filter((node) => Number(node.getAttribute("tabindex")) >= 0);

describe("charts", () => {
  it("a counts chart's hidden drawing has no tab stop; its numbers are a list", async () => {
    render(
      <CountsChart
        label="Floors"
        data={[
          { label: "First", count: 1 },
          { label: "Second", count: 2 },
        ]}
      />,
    );
    const canvas = await drawnCanvas("Floors");
    expect(canvas.getAttribute("aria-hidden")).toBe("true");
    expect(tabStops(canvas)).toEqual([]);
    expect(screen.getByText("Second: 2")).toBeTruthy();
  });

  it("a series chart's hidden drawing has no tab stop", async () => {
    render(
      <SeriesChart
        label="Mood"
        data={[
          { label: "Mon", value: 7 },
          { label: "Tue", value: 8 },
        ]}
      />,
    );
    const canvas = await drawnCanvas("Mood");
    expect(tabStops(canvas)).toEqual([]);
  });
});
