import { render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { CountsChart, SeriesChart } from "./index";

const charts: Array<[string, ReactElement, string]> = [
  ["counts", <CountsChart key="counts" label="Floors" data={[{ label: "Second", count: 2 }]} />, "Second: 2"],
  ["series", <SeriesChart key="series" label="Floors" data={[{ label: "Mon", value: 7 }]} />, "Mon: 7"],
  [
    "columns of several series",
    <SeriesChart
      key="columns"
      label="Floors"
      seriesName="Up"
      shape="bar"
      data={[{ label: "Mon", value: 7 }]}
      more={[{ name: "Down", values: [null] }]}
    />,
    "Mon: Up 7, Down —",
  ],
];

describe("charts", () => {
  // The drawing is hidden from screen readers (its numbers are the figure's list), so nothing in it may take focus.
  it.each(charts)("a %s chart's hidden drawing is no tab stop; its numbers are a list", async (_, chart, listed) => {
    render(chart);
    const figure = await screen.findByRole("figure", { name: "Floors" });
    await waitFor(() => expect(figure.querySelector(".ui-chart-canvas svg")).toBeTruthy());
    const canvas = figure.querySelector(".ui-chart-canvas")!;
    expect(canvas.getAttribute("aria-hidden")).toBe("true");
    const tabStops = [...canvas.querySelectorAll("[tabindex]")].filter(
      (node) => node.getAttribute("tabindex") !== "-1",
    );
    expect(tabStops).toEqual([]);
    expect(screen.getByText(listed)).toBeTruthy();
  });
});
