import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeWebSocket } from "../../../test/fakeWebSocket";
import { adaptView, openAdaptation, planStep } from "../testing";

/** Chloe's adaptation as Ann sees it when she is the mentor: she manages it. */
const asMentor = adaptView({
  userId: "u2",
  mentorId: "u1",
  roles: ["mentor"],
  can: { finish: true, manage: true, track: false },
});

const stepRow = (name: string) => screen.getByText(name).closest("li")!;

describe("one person's progress", () => {
  it("shows the person, the track, the people around them and every step with its state", async () => {
    openAdaptation("/adaptation/user/a1", { "GET /api/adaptation/on_track/a1": { body: asMentor } });
    expect(await screen.findByRole("link", { name: "Chloe Davis" })).toBeTruthy();
    expect(screen.getByText("Welcome to Acme")).toBeTruthy();
    expect(screen.getByText("Bob Stone")).toBeTruthy();
    expect(screen.getByText("November 2, 2026")).toBeTruthy();
    expect(screen.getByText("Progress: 1 of 4")).toBeTruthy();
    expect(within(stepRow("Set up the laptop")).getByText("Being checked")).toBeTruthy();
    expect(within(stepRow("Read the handbook")).getByText("Later")).toBeTruthy();
  });

  it("gives the newcomer Done on open steps only, and none of the managing actions", async () => {
    openAdaptation("/adaptation/user/a1", { "GET /api/adaptation/on_track/a1": { body: adaptView() } });
    expect(await screen.findByRole("button", { name: "Done: Meet the team" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm: Set up the laptop" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Roll back one step" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Change mentor or HR" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Actions of/ })).toBeNull();
  });

  it("gives a chief who only follows it no button at all", async () => {
    openAdaptation("/adaptation/user/a1", {
      "GET /api/adaptation/on_track/a1": {
        body: adaptView({ userId: "u2", roles: ["chief"], can: { finish: false, manage: false, track: false } }),
      },
    });
    await screen.findByText("Meet the team");
    expect(screen.queryByRole("button", { name: /^Done/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Roll back one step" })).toBeNull();
  });

  it("lets the mentor confirm a check, roll back, stop, open a done step again and delete one for this person", async () => {
    const { api } = openAdaptation("/adaptation/user/a1", {
      "GET /api/adaptation/on_track/a1": { body: asMentor },
      "POST /api/adaptation/a1/finish/s2": { body: asMentor },
      "POST /api/adaptation/a1/unfinish": { body: asMentor },
      "POST /api/adaptation/a1/resume/s3": { body: asMentor },
      "POST /api/adaptation/a1/del/s4": { body: asMentor },
      "PUT /api/adaptation/active": { body: { ok: true } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Confirm: Set up the laptop" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/adaptation/a1/finish/s2"));

    await userEvent.click(screen.getByRole("button", { name: "Roll back one step" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/adaptation/a1/unfinish"));

    await userEvent.click(screen.getByRole("button", { name: "Stop" }));
    await waitFor(() => expect(api.bodyOf("PUT /api/adaptation/active")).toEqual({ adaptation: "a1", active: false }));

    await userEvent.click(screen.getByRole("button", { name: "Actions of «Lunch with the mentor»" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Open again" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/adaptation/a1/resume/s3"));

    await userEvent.click(screen.getByRole("button", { name: "Actions of «Read the handbook»" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete for this person" }));
    const question = await screen.findByRole("alertdialog");
    await userEvent.click(within(question).getByRole("button", { name: "Delete for this person" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/adaptation/a1/del/s4"));
  });

  it("changes the mentor", async () => {
    const { api } = openAdaptation("/adaptation/user/a1", {
      "GET /api/adaptation/on_track/a1": {
        body: adaptView({ mentorId: "u2", roles: ["hr"], can: { finish: true, manage: true, track: true } }),
      },
      "PUT /api/adaptation/a1/people": { body: adaptView({ mentorId: "u3" }) },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Change mentor or HR" }));
    const form = await screen.findByRole("form", { name: "Mentor and HR" });
    await userEvent.click(within(form).getByRole("button", { name: "Remove Chloe Davis" }));
    await userEvent.type(within(form).getAllByRole("searchbox")[0]!, "Bob");
    await userEvent.click(within(form).getByRole("button", { name: "Bob Stone" }));
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.bodyOf("PUT /api/adaptation/a1/people")).toEqual({ mentor: "u3", hr: "u3" }));
  });

  it("reads the plan again when the server says it changed", async () => {
    let reads = 0;
    openAdaptation("/adaptation/user/a1", {
      "GET /api/adaptation/on_track/a1": () => {
        reads += 1;
        return {
          body: adaptView({
            stages: [{ _id: "st1", name: "First week", steps: [planStep({ state: reads > 1 ? "done" : "open" })] }],
          }),
        };
      },
    });
    expect(await screen.findByRole("button", { name: "Done: Meet the team" })).toBeTruthy();
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.instances.at(-1)!;
    act(() => socket.open());
    // Another adaptation's change is not this page's.
    act(() => socket.receive({ type: "adaptation.changed", adaptationId: "a9", by: "u2" }));
    act(() => socket.receive({ type: "adaptation.changed", adaptationId: "a1", by: "u2" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Done: Meet the team" })).toBeNull());
    expect(within(stepRow("Meet the team")).getByText("Done")).toBeTruthy();
  });
});
