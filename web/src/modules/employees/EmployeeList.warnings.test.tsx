import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/api";
import { startupRoutes, storeSession, userView, withRoles } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

const people = Array.from({ length: 12 }, (_, index) =>
  userView({ _id: `p${index}`, firstName: `Person${index}`, lastName: "Stone", login: `p${index}` }),
);

afterEach(() => vi.restoreAllMocks());

describe("the employee cabinet's console", () => {
  it("stays free of Blueprint's warnings (the legacy Popover's React 19 warning came once per row)", async () => {
    const warnings = vi.spyOn(console, "warn");
    const errors = vi.spyOn(console, "error");
    const admin = withRoles(["admin"]);
    fakeApi({
      ...startupRoutes(admin),
      "POST /api/user/filter/acme": { body: { items: [admin, ...people], cursor: null } },
    });
    storeSession(admin);
    renderApp("/employees/");
    expect(await screen.findByRole("button", { name: "Actions: Person11 Stone" })).toBeTruthy();
    const blueprint = [...warnings.mock.calls, ...errors.mock.calls]
      .map((call) => String(call[0]))
      .filter((message) => message.includes("[Blueprint]"));
    expect(blueprint).toEqual([]);
  });
});
