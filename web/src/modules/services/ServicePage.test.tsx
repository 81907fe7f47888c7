import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../test/api";
import { checkValues } from "./order/values";
import { field, openServices, requestView, serviceView } from "./testing";

describe("the order form's checks by type", () => {
  it("refuses what the contract refuses, field by field, and leaves empty optional fields out", () => {
    const fields = [
      field({ id: "f1", type: "string" }),
      field({ id: "f2", type: "number", required: false }),
      field({ id: "f3", type: "email", required: false }),
      field({ id: "f4", type: "period", required: false }),
      field({ id: "f5", type: "select", options: ["A", "B"], required: false }),
      field({ id: "f6", type: "checkbox", required: true }),
      field({ id: "f7", type: "text", required: false }),
    ];
    const bad = checkValues(fields, {
      f1: "x".repeat(50),
      f2: "ten",
      f3: "not-an-email",
      f4: { from: "2026-12-10", to: "2026-12-01" },
      f5: "C",
      f6: false,
    });
    expect(bad.errors).toEqual({
      f1: "services.string_too_long",
      f2: "services.bad_value",
      f3: "common.invalid_email",
      f4: "services.bad_value",
      f5: "services.bad_value",
      f6: "required",
    });
    expect(bad.values).toEqual({});

    const good = checkValues(fields, {
      f1: "x".repeat(49),
      f2: "12,5",
      f3: "Ann@Example.com",
      f4: { from: "2026-12-01", to: "2026-12-10" },
      f5: "B",
      f6: true,
      f7: "",
    });
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({
      f1: "x".repeat(49),
      f2: 12.5,
      f3: "ann@example.com",
      f4: { from: "2026-12-01", to: "2026-12-10" },
      f5: "B",
      f6: true,
    });
  });
});

describe("ordering a service", () => {
  it("shows the description, says what is wrong without sending, then starts the request and opens it", async () => {
    const service = serviceView({
      fields: [field(), field({ id: "f2", name: "Email", type: "email", required: false })],
    });
    const { api } = openServices("/service/s1", {
      "GET /api/bp/s1": { body: service },
      "POST /api/bp/start": { body: requestView() },
      "GET /api/bp/request/r1": { body: requestView() },
    });
    expect(await screen.findByText("Printed cards, 100 pieces.")).toBeTruthy();
    const title = screen.getByRole("textbox", { name: /Title/ });
    await userEvent.click(screen.getByRole("button", { name: "Order" }));
    expect(await screen.findByText("Fill in this field")).toBeTruthy();

    await userEvent.type(title, "x".repeat(50));
    expect(screen.getByText("50 of 49 characters")).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "nope");
    await userEvent.click(screen.getByRole("button", { name: "Order" }));
    expect(await screen.findByText("A string field takes under 50 characters")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/bp/start");

    await userEvent.clear(title);
    await userEvent.type(title, "Chief engineer");
    await userEvent.clear(screen.getByRole("textbox", { name: "Email" }));
    await userEvent.click(screen.getByRole("button", { name: "Order" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/bp/start"));
    expect(api.bodyOf("POST /api/bp/start")).toEqual({ serviceId: "s1", values: { f1: "Chief engineer" } });
    expect(await screen.findByRole("heading", { name: /Request #12/ })).toBeTruthy();
  });
});

describe("a value the server refuses", () => {
  it("shows at its field", async () => {
    openServices("/service/s1", {
      "GET /api/bp/s1": { body: serviceView() },
      "POST /api/bp/start": apiError(400, "common.validation", "invalid", {
        issues: [{ in: "body", path: "values.f1", message: "services.bad_value", code: "custom" }],
      }),
    });
    await userEvent.type(await screen.findByRole("textbox", { name: /Title/ }), "Chief");
    await userEvent.click(screen.getByRole("button", { name: "Order" }));
    expect(await screen.findByText("A value does not fit its field")).toBeTruthy();
  });
});
