import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { openServices, requestSummary, serviceSummary } from "../testing";

const summary = requestSummary;

const catalogue = {
  groups: [{ _id: "g1", client_id: "c1", name: "Office", servicesCount: 2 }],
  services: [serviceSummary(), serviceSummary({ _id: "s2", name: "Desk move" })],
};

/** Clicks "Load more" when the list's end is on screen already (jsdom has no scrolling). */
async function more() {
  const button = screen.queryByRole("button", { name: /more/i });
  if (button) await userEvent.click(button);
}

describe("my orders", () => {
  it("filter by service, state and period reach the query string; the next page comes by its cursor", async () => {
    const { api } = openServices("/services/?tab=orders", {
      "GET /api/bp/byClient/c1": { body: catalogue },
      "GET /api/bp/runned/u1": ({ query }) =>
        query.get("bp") === "s2"
          ? { body: { items: [summary(9, "Desk move")], cursor: null } }
          : query.get("cursor") === "c2"
            ? { body: { items: [summary(1)], cursor: null } }
            : { body: { items: [summary(2)], cursor: "c2" } },
    });
    await screen.findByRole("link", { name: "#2 · Business card" });
    await more();
    await screen.findByRole("link", { name: "#1 · Business card" });
    expect(api.queryOf("GET /api/bp/runned/u1")?.get("cursor")).toBe("c2");

    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Service" }), "Desk move");
    await screen.findByRole("link", { name: "#9 · Desk move" });
    expect(api.queryOf("GET /api/bp/runned/u1")?.get("bp")).toBe("s2");
    expect(api.queryOf("GET /api/bp/runned/u1")?.get("cursor")).toBeNull();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "State" }), "Finished");
    await waitFor(() => expect(api.queryOf("GET /api/bp/runned/u1")?.get("finished")).toBe("true"));
    await userEvent.type(screen.getByLabelText("From"), "2026-11-01");
    await waitFor(() => expect(api.queryOf("GET /api/bp/runned/u1")?.get("from")).toBe("2026-11-01"));
    const query = api.queryOf("GET /api/bp/runned/u1");
    expect(query?.get("bp")).toBe("s2");
    expect(query?.has("to")).toBe(false);
  });

  it("says when no order matches the filters", async () => {
    openServices("/services/?tab=orders", {
      "GET /api/bp/byClient/c1": { body: catalogue },
      "GET /api/bp/runned/u1": ({ query }) =>
        query.get("finished") ? { body: { items: [], cursor: null } } : { body: { items: [summary(2)], cursor: null } },
    });
    await screen.findByRole("link", { name: "#2 · Business card" });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "State" }), "Open");
    expect(await screen.findByText("No order matches")).toBeTruthy();
  });

  it("the inbox pages by its cursor too", async () => {
    const { api } = openServices("/services/?tab=inbox", {
      "GET /api/bp/byClient/c1": { body: catalogue },
      "GET /api/bp/inbox/u1": ({ query }) =>
        query.get("cursor") === "i2"
          ? { body: { items: [summary(3)], cursor: null, count: 2 } }
          : { body: { items: [summary(4)], cursor: "i2", count: 2 } },
    });
    await screen.findByRole("link", { name: "#4 · Business card" });
    await more();
    await screen.findByRole("link", { name: "#3 · Business card" });
    expect(api.queryOf("GET /api/bp/inbox/u1")?.get("cursor")).toBe("i2");
  });
});
