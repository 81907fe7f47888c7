import { beforeAll, describe, expect, it } from "vitest";
import { featureRights, isErrorCode, type AccessLevel, type FeatureRight } from "@intranet/contracts";
import type { AreaRoute } from "@intranet/functions/http/route";
import { newId } from "@intranet/core/platform";
import { badTokens } from "./bad-tokens";
import type { TestApi } from "./api";
import { tokenFor, allRights, type TestActor } from "./tokens";

/** A concrete path for a route: every `{param}` becomes a fresh id. */
export function samplePath(route: Pick<AreaRoute, "path">): string {
  return route.path.replace(/\{[^}]+\}/g, () => newId());
}

const isFeature = (level: AccessLevel): level is FeatureRight => (featureRights as readonly string[]).includes(level);

async function actorMeeting(level: AccessLevel, tenantId: string): Promise<TestActor & { clientId: string }> {
  if (level === "superadmin") return { ...(await tokenFor({ role: "superadmin" })), clientId: tenantId };
  if (level === "admin") return { ...(await tokenFor({ role: "admin", tenantId })), clientId: tenantId };
  const rights = isFeature(level) ? [level] : [];
  return { ...(await tokenFor({ role: "employee", tenantId, rights })), clientId: tenantId };
}

/** The strongest actor that still falls short of the level, or null when every signed-in user meets it. */
async function actorBelow(level: AccessLevel, tenantId: string): Promise<TestActor | null> {
  if (level === "superadmin") return tokenFor({ role: "admin", tenantId, rights: allRights });
  if (level === "admin") return tokenFor({ role: "employee", tenantId, rights: allRights });
  if (isFeature(level))
    return tokenFor({ role: "employee", tenantId, rights: allRights.filter((right) => right !== level) });
  return null;
}

/**
 * The route table's generic guarantees (DESIGN §3), for every non-public route of a table:
 * 401 without or with a bad token, 403 below its access level, 400 with a catalogue code for a
 * malformed body. New routes are covered by being in the table.
 */
export function describeGenericRouteChecks(title: string, routes: AreaRoute[], api: () => TestApi): void {
  const guarded = routes.filter((route) => route.access !== "public");

  describe(title, () => {
    let tenantId: string;
    let refused: Record<string, string>;

    beforeAll(async () => {
      tenantId = newId();
      const valid = await tokenFor({ role: "employee", tenantId, rights: allRights });
      const expired = await tokenFor({ role: "employee", tenantId, rights: allRights, ttlSeconds: -60 });
      refused = await badTokens(valid, expired);
    });

    it("has guarded routes to check", () => {
      expect(guarded.length).toBeGreaterThan(0);
    });

    describe.each(guarded.map((route) => [route.key, route] as const))("%s", (_key, route) => {
      it("answers 401 with a catalogue code without a token", async () => {
        const response = await api().call(route.method, samplePath(route), { clientId: tenantId });
        expect(response.status).toBe(401);
        expect(isErrorCode(response.body?.error?.code)).toBe(true);
      });

      it("answers 401 to tampered, expired, alg:none and foreign-secret tokens", async () => {
        for (const [kind, token] of Object.entries(refused)) {
          const response = await api().call(route.method, samplePath(route), { token, clientId: tenantId });
          expect([kind, response.status]).toEqual([kind, 401]);
          expect(response.body?.error?.code).toBe("common.token_invalid");
        }
      });

      it("answers 403 below its access level", async () => {
        const below = await actorBelow(route.access, tenantId);
        if (!below) return; // every signed-in user meets `user`
        const response = await api().call(route.method, samplePath(route), { token: below.token, clientId: tenantId });
        expect(response.status).toBe(403);
        expect(response.body?.error?.code).toBe("common.no_access");
      });

      it("answers 403 to a member of another tenant naming this tenant", async () => {
        if (route.access === "superadmin") return; // a superadmin may enter any tenant
        const stranger = await actorMeeting(route.access, newId());
        const response = await api().call(route.method, samplePath(route), {
          token: stranger.token,
          clientId: tenantId,
        });
        expect(response.status).toBe(403);
        expect(response.body?.error?.code).toBe("common.wrong_client");
      });

      it.runIf(route.body !== undefined)("answers 400 with a catalogue code to a malformed body", async () => {
        const caller = await actorMeeting(route.access, tenantId);
        for (const malformed of [{ rawBody: "{not json" }, { body: "not an object" }, { body: [[1, 2]] }]) {
          const response = await api().call(route.method, samplePath(route), {
            token: caller.token,
            clientId: caller.clientId,
            ...malformed,
          });
          expect(response.status).toBe(400);
          expect(isErrorCode(response.body?.error?.code)).toBe(true);
          expect(response.text).not.toMatch(/\bat .+\.(ts|js):\d+/); // never a stack trace
        }
      });
    });
  });
}
