import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AccrualView } from "@intranet/contracts/shop";
import { fakeApi } from "../../test/api";
import { startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

const accrual = (overrides: Partial<AccrualView>): AccrualView => ({
  _id: "a1",
  client_id: "c1",
  user: "u1",
  amount: 0,
  achievement: null,
  comment: "",
  publish: false,
  postId: null,
  author: null,
  source: "manual",
  cancelled: false,
  cancelledBy: null,
  cancelledAt: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  ...overrides,
});

function profile(rights: string[]) {
  const user = userView({ rights: rights as never });
  const api = fakeApi({
    ...startupRoutes(user),
    "GET /api/shop/accruals/c1": {
      body: {
        items: [
          accrual({ _id: "a1", achievement: { _id: "h1", name: "Release hero" } }),
          accrual({ _id: "a2", amount: 50 }),
          accrual({ _id: "a3", achievement: { _id: "h2", name: "Withdrawn badge" }, cancelled: true }),
        ],
        cursor: null,
      },
    },
  });
  storeSession(user);
  renderApp("/profile/u1");
  return api;
}

describe("achievements on a profile", () => {
  it("lists the achievements a person holds (not coins, not cancelled ones)", async () => {
    const api = profile(["wall", "shop"]);
    expect(await screen.findByText("Release hero")).toBeTruthy();
    expect(screen.queryByText("Withdrawn badge")).toBeNull();
    expect(api.queryOf("GET /api/shop/accruals/c1")?.get("user")).toBe("u1");
  });

  it("asks nothing without the shop right", async () => {
    const api = profile(["wall"]);
    await screen.findByRole("heading", { level: 1 });
    expect(api.calls).not.toContain("GET /api/shop/accruals/c1");
  });
});
