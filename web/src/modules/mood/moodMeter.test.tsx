import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClientView, UserView } from "@intranet/contracts";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, type FakeRoutes } from "../../test/api";
import { clientView, startupRoutes, storeSession, userView, withRoles } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { localDay } from "./useMoodCheck";

const day = localDay();
const check = (user: UserView, needed: boolean) => ({ body: { user_id: user._id, day, needed } });

/** The shell at /company for `me` in `client`, the mood check answering `needed`. */
async function arrive(me: UserView, client: ClientView = clientView(), needed = true, extra: FakeRoutes = {}) {
  const api = fakeApi({
    ...startupRoutes(me, client),
    [`GET /api/post/news/${client._id}/0`]: { body: { items: [], cursor: null, seenUpTo: null } },
    [`GET /api/mood/check/${me._id}`]: check(me, needed),
    "POST /api/mood": ({ body }) => ({ body: { day, rating: (body as { rating: number }).rating } }),
    ...extra,
  });
  storeSession(me);
  renderApp("/company");
  await waitFor(() => expect(document.querySelector(".shell-navbar")).not.toBeNull());
  return api;
}

/** Waits until the startup calls are over and a moment more: whatever the shell would ask, it has. */
async function settled(api: { calls: string[] }) {
  await waitFor(() => expect(api.calls).toContain("GET /api/user/for_client/c1"));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const moodCalls = (api: { calls: string[] }) => api.calls.filter((call) => call.includes("/api/mood"));

describe("the mood meter in the shell", () => {
  it("asks on arrival with the local date, sends the chosen rating and closes", async () => {
    const api = await arrive(userView());
    const dialog = await screen.findByRole("dialog", { name: "How are you today?" });
    expect(api.queryOf("GET /api/mood/check/u1")?.get("day")).toBe(day);

    const submit = within(dialog).getByRole("button", { name: "Submit" });
    expect(submit.closest("button")?.disabled).toBe(true);
    const scale = within(dialog).getByRole("radiogroup", { name: "Your mood, 1 to 10" });
    expect(within(scale).getAllByRole("radio")).toHaveLength(10);
    await userEvent.click(within(scale).getByRole("radio", { name: "8: good" }));
    await userEvent.click(submit);

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "How are you today?" })).toBeNull());
    expect(api.bodyOf("POST /api/mood")).toEqual({ rating: 8, day });
    expect(await screen.findByText("Thank you! Your mood for today is in.")).toBeTruthy();
  });

  it("is keyboard operable: arrows move along the scale", async () => {
    // jsdom has no CSS.escape, which user-event's arrow keys use to find the radio group.
    vi.stubGlobal("CSS", { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) });
    const api = await arrive(userView());
    const dialog = await screen.findByRole("dialog", { name: "How are you today?" });
    const first = within(dialog).getByRole("radio", { name: "1: awful" });
    first.focus();
    await userEvent.keyboard(" ");
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(within(dialog).getByRole<HTMLInputElement>("radio", { name: "3: bad" }).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(api.bodyOf("POST /api/mood")).toEqual({ rating: 3, day }));
  });

  it('"Later" closes it for the visit without a call', async () => {
    const api = await arrive(userView());
    const dialog = await screen.findByRole("dialog", { name: "How are you today?" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "5: so-so" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Later" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "How are you today?" })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog", { name: "How are you today?" })).toBeNull();
    expect(moodCalls(api)).toEqual(["GET /api/mood/check/u1"]);
  });

  it("stays closed when the check says the day is rated", async () => {
    const api = await arrive(userView(), clientView(), false);
    await settled(api);
    await waitFor(() => expect(moodCalls(api)).toEqual(["GET /api/mood/check/u1"]));
    expect(screen.queryByRole("dialog", { name: "How are you today?" })).toBeNull();
  });

  it("shows a refusal in place and keeps the dialog", async () => {
    await arrive(userView(), clientView(), true, { "POST /api/mood": apiError(400, "mood.bad_day") });
    const dialog = await screen.findByRole("dialog", { name: "How are you today?" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "10: great" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("That day is not today");
    expect(screen.getByRole("dialog", { name: "How are you today?" })).toBeTruthy();
  });

  it("asks nothing of a superadmin visiting a company", async () => {
    const root = withRoles(["superadmin"], { _id: "root", client_id: "$platform", rights: [] });
    const client = clientView();
    localStorage.setItem("client_id", client._id);
    const api = fakeApi({
      [`GET /api/clients/${client._id}`]: { body: client },
      [`GET /api/user/for_client/${client._id}`]: { body: { items: [], cursor: null } },
      [`GET /api/post/news/${client._id}/0`]: { body: { items: [], cursor: null, seenUpTo: null } },
      "GET /api/mood/check/root": check(root, true),
    });
    storeSession(root);
    renderApp("/company");
    await waitFor(() => expect(document.querySelector(".shell-navbar")).not.toBeNull());
    await settled(api);
    expect(moodCalls(api)).toEqual([]);
    expect(screen.queryByRole("dialog", { name: "How are you today?" })).toBeNull();
  });

  it("asks nothing where the company hides the meter", async () => {
    const api = await arrive(userView(), clientView({ settings: { hideMoodMeter: true } }));
    await settled(api);
    expect(moodCalls(api)).toEqual([]);
    expect(screen.queryByRole("dialog", { name: "How are you today?" })).toBeNull();
  });

  it("asks nothing where the company switched the mood feature off", async () => {
    const api = await arrive(
      userView(),
      clientView({ features: [{ code: "mood", active: false }] as ClientView["features"] }),
    );
    await settled(api);
    expect(moodCalls(api)).toEqual([]);
    expect(screen.queryByRole("dialog", { name: "How are you today?" })).toBeNull();
  });
});
