/* Test support of "Don't be silent": fixtures and the app opened at its pages with the fake API's answers. */
import type { FeatureRight, UserView } from "@intranet/contracts";
import type { FollowUpView, ReportSummary, ReportView } from "@intranet/contracts/noSilent";
import { vi } from "vitest";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { chloe, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

/** Ann, an employee of Acme with the `no_silent` right. */
export const reporter = (overrides: Partial<UserView> = {}) =>
  userView({ rights: ["wall", "no_silent"] as FeatureRight[], ...overrides });

/** Ann as an admin of Acme: she receives the reports and sets who else does. */
export const admin = () => reporter({ roles: ["admin"] });

export { chloe };

export function reportView(overrides: Partial<ReportView> = {}): ReportView {
  return {
    _id: "r1",
    client_id: "c1",
    day: "2026-11-20",
    anonymous: true,
    description: "The emergency exit is blocked by boxes.",
    files: [{ id: "f1", name: "picture-1.jpg", size: 2048, contentType: "image/jpeg" }],
    status: "received",
    statuses: [{ status: "received", day: "2026-11-20" }],
    messages: [
      { from: "recipient", authorId: "u2", text: "Which floor?", at: "2026-11-21T09:30:00.000Z" },
      { from: "reporter", text: "The second one.", day: "2026-11-21" },
    ],
    revision: 4,
    can: { answer: true },
    ...overrides,
  };
}

export function reportSummary(overrides: Partial<ReportSummary> = {}): ReportSummary {
  return {
    _id: "r1",
    day: "2026-11-20",
    anonymous: true,
    excerpt: "The emergency exit is blocked by boxes.",
    status: "received",
    messagesCount: 2,
    filesCount: 1,
    ...overrides,
  };
}

export function followUpView(overrides: Partial<FollowUpView> = {}): FollowUpView {
  return {
    day: "2026-11-20",
    anonymous: true,
    description: "The emergency exit is blocked by boxes.",
    files: [{ id: "f1", name: "picture-1.jpg", size: 2048, contentType: "image/jpeg" }],
    status: "in_review",
    statuses: [
      { status: "received", day: "2026-11-20" },
      { status: "in_review", day: "2026-11-21", comment: "Facilities will clear it today." },
    ],
    messages: [
      { from: "recipient", text: "Which floor?", day: "2026-11-21" },
      { from: "reporter", text: "The second one.", day: "2026-11-21" },
    ],
    ...overrides,
  };
}

/** The whole app at `path`, signed in as `me` (by default Ann, an employee who is no recipient). */
export function openNoSilent(path: string, routes: FakeRoutes = {}, me: UserView = reporter()) {
  const api = fakeApi({
    ...startupRoutes(me),
    [`GET /api/user/for_client/c1`]: { body: { items: [me, chloe], cursor: null } },
    "GET /api/report_violation/settings/c1": {
      body: { recipients: [], recipient: me.roles.includes("admin") },
    },
    "GET /api/report_violation/mine/c1": { body: { items: [], cursor: null } },
    "GET /api/report_violation/reports/c1": { body: { items: [], cursor: null } },
    ...routes,
  });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}

/**
 * A browser's canvas for jsdom (which draws nothing): `createImageBitmap` and an `OffscreenCanvas`
 * whose blob is `redrawn`, so a test sees what a redrawn picture sends. Returns what was drawn.
 */
export function stubCanvas(redrawn: string) {
  const drawn: Blob[] = [];
  vi.stubGlobal("createImageBitmap", async (blob: Blob) => {
    drawn.push(blob);
    return { width: 2, height: 2, close: () => undefined };
  });
  vi.stubGlobal(
    "OffscreenCanvas",
    class {
      getContext() {
        return { drawImage: () => undefined };
      }
      async convertToBlob(options: { type: string }) {
        return new Blob([redrawn], { type: options.type });
      }
    },
  );
  return drawn;
}
