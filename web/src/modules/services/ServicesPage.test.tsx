import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { customer, openServices, serviceSummary } from "./testing";

const catalogue = {
  groups: [
    { _id: "g1", client_id: "c1", name: "Office", servicesCount: 2 },
    { _id: "g2", client_id: "c1", name: "IT", servicesCount: 1 },
  ],
  services: [
    serviceSummary(),
    serviceSummary({ _id: "s2", name: "Desk move", excerpt: "Move your desk.", stepsCount: 1 }),
    serviceSummary({ _id: "s3", name: "New laptop", groupId: "g2", excerpt: "A laptop for work.", stepsCount: 3 }),
  ],
};

describe("the services catalogue", () => {
  it("shows the services by group with their steps, filters them by words, links to each", async () => {
    openServices("/services/", { "GET /api/bp/byClient/c1": { body: catalogue } });
    const office = await screen.findByRole("region", { name: "Office" });
    expect(within(office).getByRole("link", { name: "Business card" }).getAttribute("href")).toBe("/service/s1");
    expect(within(office).getByText("2 steps")).toBeTruthy();
    expect(within(office).getByText("1 step")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "IT" })).getByText("New laptop")).toBeTruthy();
    // An employee neither creates services nor manages groups.
    expect(screen.queryByRole("link", { name: "New service" })).toBeNull();
    expect(screen.queryByRole("tab", { name: "Groups" })).toBeNull();

    await userEvent.type(screen.getByRole("searchbox", { name: "Find a service" }), "laptop");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Office" })).toBeNull());
    expect(screen.getByRole("link", { name: "New laptop" })).toBeTruthy();
  });

  it("an empty catalogue offers an admin to create the first service", async () => {
    openServices(
      "/services/",
      { "GET /api/bp/byClient/c1": { body: { groups: [], services: [] } } },
      customer({ roles: ["admin"] }),
    );
    const create = await screen.findByRole("link", { name: "Create the first service" });
    expect(create.getAttribute("href")).toBe("/services/new");
    expect(screen.getByRole("tab", { name: "Groups" })).toBeTruthy();
  });

  it("the inbox tab counts what waits and shows it; my orders list the requests with their step", async () => {
    openServices("/services/?tab=orders", {
      "GET /api/bp/byClient/c1": { body: catalogue },
      "GET /api/bp/inbox/u1": { body: { items: [], cursor: null, count: 2 } },
      "GET /api/bp/runned/u1": {
        body: {
          items: [
            {
              _id: "r1",
              client_id: "c1",
              number: 7,
              serviceId: "s1",
              serviceName: "Business card",
              initiatorId: "u1",
              status: "in_progress",
              currentStep: {
                id: "s1",
                name: "Approval",
                performers: ["u2"],
                overdue: true,
                dueAt: "2026-11-02T10:00:00.000Z",
              },
              createdAt: "2026-11-01T10:00:00.000Z",
              updatedAt: "2026-11-01T10:00:00.000Z",
            },
          ],
          cursor: null,
        },
      },
    });
    expect(await screen.findByRole("tab", { name: "Waiting for me (2)" })).toBeTruthy();
    const link = await screen.findByRole("link", { name: "#7 · Business card" });
    expect(link.getAttribute("href")).toBe("/service/request/r1");
    expect(await screen.findByText(/Chloe Davis/)).toBeTruthy();
    expect(screen.getByText(/Overdue since/).className).toContain("services-overdue");
  });
});
