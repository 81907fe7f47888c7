import { describe, expect, it } from "vitest";
import { reportsOfMonth } from "@intranet/core/analytics";
import { useTestApi } from "../testing/api";
import { tokenFor } from "../testing/tokens";

const api = useTestApi();

const at = Date.UTC(2026, 10, 21, 9, 30);

describe("usage reports", () => {
  it("stores a session report per tenant with its duration", async () => {
    const user = await tokenFor();
    const response = await api.call("POST", "/api/analytics/visitors", {
      token: user.token,
      body: { sessionStart: at - 25 * 60_000, currentTime: at, userId: user.userId, clientId: user.tenantId },
    });
    expect(response.status).toBe(204);
    const stored = await reportsOfMonth(user.tenantId!, "session", "2026-11");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ userId: user.userId, durationMs: 25 * 60_000, at });
  });

  it("stores module visits and refuses unknown modules", async () => {
    const user = await tokenFor();
    const visit = (module: string) =>
      api.call("POST", "/api/analytics/modules", {
        token: user.token,
        body: { module, timestamp: at, user_id: user.userId, client_id: user.tenantId },
      });
    expect((await visit("shop")).status).toBe(204);
    expect((await visit("calendar")).status).toBe(204);
    const refused = await visit("casino");
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.issues[0]).toMatchObject({ in: "body", path: "module" });
    const stored = await reportsOfMonth(user.tenantId!, "module", "2026-11");
    expect(stored.map((report) => report.module).sort()).toEqual(["calendar", "shop"]);
  });

  it("refuses reports about somebody else or another tenant, and a session ending before it starts", async () => {
    const user = await tokenFor();
    const colleague = await tokenFor({ tenantId: user.tenantId });
    const report = (body: object) => api.call("POST", "/api/analytics/visitors", { token: user.token, body });
    const base = { sessionStart: at - 1000, currentTime: at, userId: user.userId, clientId: user.tenantId };
    expect((await report({ ...base, userId: colleague.userId })).body.error.code).toBe("common.no_access");
    expect((await report({ ...base, clientId: "another" })).body.error.code).toBe("common.no_access");
    expect((await report({ ...base, currentTime: at - 2000 })).status).toBe(400);
    expect(await reportsOfMonth(user.tenantId!, "session", "2026-11")).toEqual([]);
  });
});
