import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { publishRealtimeEvent } from "../../shell/startup/realtimeEvents";
import { withRoles } from "../../test/fixtures";
import { openServices } from "./testing";

describe("the services' menu badge", () => {
  it("shows the inbox count and follows the services.inbox push", async () => {
    openServices("/services/", {
      "GET /api/bp/byClient/c1": { body: { groups: [], services: [] } },
      "GET /api/bp/inbox/u1/count": { body: { count: 3 } },
    });
    expect((await screen.findAllByText("3 requests wait for you")).length).toBeGreaterThan(0);
    act(() => publishRealtimeEvent({ type: "services.inbox", count: 1 }));
    expect((await screen.findAllByText("1 request waits for you")).length).toBeGreaterThan(0);
  });

  it("a superadmin inside a company makes no inbox call", async () => {
    const root = withRoles(["superadmin"], { _id: "root", client_id: "$platform", rights: [] });
    localStorage.setItem("client_id", "c1");
    const { api } = openServices(
      "/services/",
      { "GET /api/bp/byClient/c1": { body: { groups: [], services: [] } } },
      root,
    );
    expect(await screen.findByText("No services yet")).toBeTruthy();
    expect(api.calls.filter((call) => call.startsWith("GET /api/bp/inbox/"))).toEqual([]);
  });
});
