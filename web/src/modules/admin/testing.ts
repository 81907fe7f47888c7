/* Test support of the admin panel: journal entries, templates, and the app opened at /admin as an admin. */
import type { ClientView, UserView } from "@intranet/contracts";
import type { JournalEntryView } from "@intranet/contracts/journal";
import type { NotificationTemplateView } from "@intranet/contracts/notifications";
import { vi } from "vitest";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { clientView, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

/** Ann Lee (u1), an admin of Acme (c1). */
export const admin = () => userView({ roles: ["employee", "admin"] });

/** The tests' now: Friday 20 November 2026, noon UTC. */
export const now = new Date("2026-11-20T12:00:00.000Z");

/** Freezes the date at `now` (timers keep running, so user events and queries work). */
export function freezeToday(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
}

/** Ann changed Chloe's position today; a superadmin switched the shop off yesterday. */
export function entry(overrides: Partial<JournalEntryView> = {}): JournalEntryView {
  return {
    entryId: "e1",
    at: "2026-11-20T10:15:00.000Z",
    section: "employees",
    action: "employee.update",
    actor: { userId: "u1", firstName: "Ann", lastName: "Lee", superadmin: false },
    target: { type: "user", id: "u2", label: "Chloe Davis" },
    changes: [{ field: "position", before: '"Designer"', after: '"Lead designer"' }],
    ...overrides,
  };
}

export const shopSwitch = (): JournalEntryView =>
  entry({
    entryId: "e2",
    at: "2026-11-19T12:00:00.000Z",
    section: "features",
    action: "feature.switch",
    actor: { userId: "s1", firstName: "Sam", lastName: "Root", superadmin: true },
    target: { type: "client", id: "c1", label: "Acme" },
    changes: [{ field: "features.shop", before: "true", after: "false" }],
    detail: "shop",
  });

export function template(overrides: Partial<NotificationTemplateView> = {}): NotificationTemplateView {
  return {
    _id: "builtin:shop.accrued",
    code: "shop.accrued",
    name: "Coins received",
    title: "You received {{coins}}",
    short: "{{comment}}",
    full: "<p>You received {{coins}}.</p>",
    variables: ["amount", "coins", "balance", "comment"],
    builtin: true,
    overridesBuiltin: false,
    ...overrides,
  };
}

/** The whole app at `path`, signed in as an admin of Acme, with the fake API's answers. */
export function openAdmin(
  path = "/admin",
  routes: FakeRoutes = {},
  me: UserView = admin(),
  client: ClientView = clientView(),
) {
  const api = fakeApi({ ...startupRoutes(me, client), ...routes });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}
