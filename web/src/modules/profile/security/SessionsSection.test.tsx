import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SessionView } from "@intranet/contracts/sessions";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { userView } from "../../../test/fixtures";
import { openProfile } from "../testing";

const session = (overrides: Partial<SessionView>): SessionView => ({
  id: "s1",
  device: { browser: "Chrome 131", os: "Windows", mobile: false },
  place: { kind: "network", name: "Moscow office" },
  createdAt: "2026-11-20T08:00:00.000Z",
  lastSeenAt: "2026-11-29T17:30:00.000Z",
  current: false,
  ...overrides,
});

const mine = [
  session({ id: "s1", current: true }),
  session({ id: "s2", device: { browser: "Safari 17", os: "iOS", mobile: true }, place: { kind: "private" } }),
  session({ id: "s3", device: { mobile: false }, place: { kind: "address", address: "198.51.100.*" } }),
];

describe("the sessions section", () => {
  it("lists one's own sessions: device, place, this device marked and not endable", async () => {
    openProfile("/profile/u1?tab=security", { "GET /api/sessions": { body: { sessions: mine } } });
    const section = await screen.findByRole("region", { name: "Active sessions" }, { timeout: 10_000 });
    const rows = await within(section).findAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Chrome 131 on WindowsThis deviceMoscow officeSigned in .+Last seen .+$/),
      expect.stringMatching(/^Safari 17 on iOSPrivate network.+End$/),
      expect.stringMatching(/^Unknown browser198\.51\.100\.\*.+End$/),
    ]);
    expect(within(rows[0]!).queryByRole("button")).toBeNull();
  });

  it("ends another session after a confirmation, then all others at once", async () => {
    let left = mine;
    const { api } = openProfile("/profile/u1?tab=security", {
      "GET /api/sessions": () => ({ body: { sessions: left } }),
      "DELETE /api/sessions/s2": () => {
        left = left.filter((entry) => entry.id !== "s2");
        return { status: 204 };
      },
      "POST /api/sessions/end_others": () => {
        left = left.filter((entry) => entry.current);
        return { body: { ended: 1 } };
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "End the session: Safari 17 on iOS" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("End this session?");
    await userEvent.click(within(dialog).getByRole("button", { name: "End" }));
    await waitFor(() => expect(api.calls).toContain("DELETE /api/sessions/s2"));
    await waitFor(() => expect(screen.queryByRole("button", { name: /Safari 17/ })).toBeNull());

    await userEvent.click(screen.getByRole("button", { name: "End all other sessions" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "End" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/sessions/end_others"));
    await waitFor(() => expect(screen.queryByRole("button", { name: "End all other sessions" })).toBeNull());
  });

  it("says why an ending failed", async () => {
    openProfile("/profile/u1?tab=security", {
      "GET /api/sessions": { body: { sessions: mine } },
      "DELETE /api/sessions/s3": apiError(404, "sessions.not_found", "Session not found: it has ended already"),
    });
    await userEvent.click(await screen.findByRole("button", { name: "End the session: Unknown browser" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "End" }));
    const section = screen.getByRole("region", { name: "Active sessions" });
    expect((await within(section).findByRole("alert")).textContent).toBe("Session not found: it has ended already");
  });

  it("shows an employee's sessions to an admin on their profile, endable one by one", async () => {
    const { api } = openProfile(
      "/profile/u2",
      {
        "GET /api/user/u2/sessions": { body: { sessions: [session({ id: "x1" })] } },
        "DELETE /api/user/u2/sessions/x1": { status: 204 },
      },
      userView({ roles: ["admin", "employee"] }),
    );
    const section = await screen.findByRole("region", { name: "Active sessions of the employee" });
    expect(within(section).queryByRole("button", { name: "End all other sessions" })).toBeNull();
    await userEvent.click(
      await within(section).findByRole("button", { name: "End the session: Chrome 131 on Windows" }),
    );
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "End" }));
    await waitFor(() => expect(api.calls).toContain("DELETE /api/user/u2/sessions/x1"));
  });

  it("is not shown on a colleague's profile to an employee", async () => {
    const { api } = openProfile("/profile/u2");
    await screen.findByRole("tab", { name: "Main" });
    expect(screen.queryByRole("region", { name: /Active sessions/ })).toBeNull();
    expect(api.calls.some((call) => call.includes("sessions"))).toBe(false);
  });
});
