import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/api";
import { startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { accrualView } from "./testData";

const accrual = accrualView;

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
