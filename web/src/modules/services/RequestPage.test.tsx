import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../test/api";
import { openServices, requestView } from "./testing";

describe("a request's page", () => {
  it("shows the steps, who holds it, and only the actions `can` allows", async () => {
    openServices("/service/request/r1", { "GET /api/bp/request/r1": { body: requestView() } });
    expect(await screen.findByRole("heading", { name: /Request #12/ })).toBeTruthy();
    expect(screen.getByText("Approval", { selector: "strong" })).toBeTruthy();
    expect(screen.getByText(/Now with/).textContent).toContain("Ann Lee");
    expect(screen.getByRole("button", { name: "Approve" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Decline" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Return for changes" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Resubmit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Withdraw" })).toBeNull();
  });

  it("the initiator of a returned request may resubmit or withdraw it, not answer it", async () => {
    openServices("/service/request/r1", {
      "GET /api/bp/request/r1": {
        body: requestView({
          initiatorId: "u1",
          status: "review",
          can: { answer: false, return: false, resubmit: true, withdraw: true, comment: true },
        }),
      },
    });
    expect(await screen.findByRole("button", { name: "Resubmit" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Withdraw" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Decline" })).toBeNull();
  });

  it("declining needs a reason: without one nothing is sent; with one it is sent with the revision", async () => {
    const declined = requestView({
      status: "rejected",
      currentStep: undefined,
      can: { answer: false, return: false, resubmit: false, withdraw: false, comment: false },
    });
    const { api } = openServices("/service/request/r1", {
      "GET /api/bp/request/r1": { body: requestView() },
      "POST /api/bp/r1/pass_step": { body: declined },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Decline" }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Give a reason")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/bp/r1/pass_step");

    await userEvent.type(screen.getByRole("textbox", { name: /Reason/ }), "No budget");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/bp/r1/pass_step"));
    expect(api.bodyOf("POST /api/bp/r1/pass_step")).toEqual({
      action: "decline",
      revision: 3,
      values: {},
      reason: "No budget",
    });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Decline" })).toBeNull());
  });

  it("an answer someone else gave first reloads the request and says so", async () => {
    let loads = 0;
    const { api } = openServices("/service/request/r1", {
      "GET /api/bp/request/r1": () => {
        loads += 1;
        return { body: requestView() };
      },
      "POST /api/bp/r1/pass_step": apiError(409, "services.already_answered"),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Approve" }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText(/already answered this step/)).toBeTruthy();
    expect(api.bodyOf("POST /api/bp/r1/pass_step")).toMatchObject({ action: "approve", revision: 3 });
    await waitFor(() => expect(loads).toBe(2));
  });
});
