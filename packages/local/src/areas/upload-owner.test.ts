import { describe, expect, it } from "vitest";
import { MB } from "@intranet/contracts";
import { newId } from "@intranet/core/platform";
import { useTestApi } from "../testing/api";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

const api = useTestApi();

async function member(clientId: string, role: "employee" | "admin" = "employee") {
  return { ...(await tokenFor({ role, tenantId: clientId })), clientId };
}

const ask = (who: { token: string; clientId: string }, owner: { type: string; id: string }, module = "hr") =>
  api.call("POST", "/api/upload", {
    token: who.token,
    clientId: who.clientId,
    body: { module, name: "contract.pdf", contentType: "application/pdf", size: 10, owner },
  });

describe("POST /api/upload with an owner", () => {
  it("refuses an owner that does not exist in the caller's tenant", async () => {
    const clientId = await ensureTestTenant(newId(), { storageLimitBytes: 50 * MB });
    const admin = await member(clientId, "admin");
    const colleague = await member(clientId);
    const stranger = await member(await ensureTestTenant(newId()));

    const cases = [
      [{ type: "user", id: newId() }, "hr", 404, "common.user_not_found"],
      [{ type: "user", id: stranger.userId }, "hr", 404, "common.user_not_found"], // another tenant's user
      [{ type: "post", id: newId() }, "posts", 404, "posts.not_found"],
      [{ type: "article", id: newId() }, "articles", 400, "common.validation"], // no articles module yet
    ] as const;
    for (const [owner, module, status, code] of cases) {
      const response = await ask(admin, owner, module);
      expect([response.status, response.body?.error?.code], JSON.stringify(owner)).toEqual([status, code]);
      expect(response.body.error.message).toEqual(expect.any(String));
    }
    // A real colleague of the tenant is accepted.
    expect((await ask(admin, { type: "user", id: colleague.userId })).status).toBe(201);
  });
});
