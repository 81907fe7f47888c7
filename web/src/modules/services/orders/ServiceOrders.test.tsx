import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ExportView } from "@intranet/contracts/exports";
import type { RequestSummary } from "@intranet/contracts/services";
import { customer, openServices, requestSummary, serviceView } from "../testing";

const exported = (overrides: Partial<ExportView>): ExportView => ({
  _id: "x1",
  kind: "serviceOrders",
  status: "running",
  rows: 0,
  fileName: "orders.xlsx",
  createdAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

const summary = requestSummary;

describe("a service's orders (rights and orders)", () => {
  it("is a tab for its department and admins: filtered, paged, and the same selection to Excel", async () => {
    const pages: Record<string, { items: RequestSummary[]; cursor: string | null }> = {
      "": { items: [summary(2), summary(1)], cursor: "c2" },
      c2: { items: [summary(0)], cursor: null },
    };
    const { api } = openServices(
      "/service/s1",
      {
        "GET /api/bp/s1": { body: serviceView({ can: { order: true, manage: false, orders: true } }) },
        "GET /api/bp/orders/s1": ({ query }) => ({ body: pages[query.get("cursor") ?? ""] }),
        "GET /api/bp/orders/s1/excel": { body: exported({ status: "running" }) },
        "GET /api/export/x1": { body: exported({ status: "done", rows: 1, url: "https://files.test/x1.xlsx" }) },
      },
      customer(),
    );
    await userEvent.click(await screen.findByRole("tab", { name: "Orders" }));
    expect(await screen.findByRole("link", { name: /#2/ })).toBeTruthy();
    // The next page comes on scrolling, or with the button when the list ends on screen.
    const more = screen.queryByRole("button", { name: /more/i });
    if (more) await userEvent.click(more);
    await screen.findByRole("link", { name: /#0/ });
    expect(api.queryOf("GET /api/bp/orders/s1")?.get("cursor")).toBe("c2");

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "done");
    await waitFor(() => expect(api.queryOf("GET /api/bp/orders/s1")?.get("status")).toBe("done"));
    await userEvent.click(screen.getByRole("button", { name: "Excel" }));
    await waitFor(() => expect(api.queryOf("GET /api/bp/orders/s1/excel")?.get("status")).toBe("done"));
    const dialog = await screen.findByRole("dialog", { name: "Orders of “Business card” to Excel" });
    const link = await within(dialog).findByRole("link", { name: "Download" }, { timeout: 5000 });
    expect(link.getAttribute("href")).toBe("https://files.test/x1.xlsx");
  });

  it("is not there for someone who may only order it", async () => {
    openServices("/service/s1", { "GET /api/bp/s1": { body: serviceView() } });
    expect(await screen.findByRole("button", { name: "Order" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Orders" })).toBeNull();
  });
});
