import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerEvent } from "@intranet/contracts";
import { moduleManifest, type ManifestRow } from "@intranet/contracts/manifest";
import { searchTypeModule, searchTypes, type SearchAnswer, type SearchType } from "@intranet/contracts/search";
import { moduleOfRoute, moduleOfVisit } from "@intranet/contracts/switches";
import type { AreaRoute } from "@intranet/functions/http/route";
import { notify } from "@intranet/core/notifications";
import { publish } from "@intranet/core/realtime";
import { replaceScope } from "@intranet/core/search";
import { newId } from "@intranet/core/platform";
import type { TestApi } from "./api";
import { samplePath } from "./route-checks";
import { connectSocket, until, type TestSocket } from "./sockets";
import { allRights, ensureTestTenant, tokenFor, type TestActor } from "./tokens";

/** Every module a company can switch off: the manifest rows with features (the first switches it). */
export const switchableModules = (moduleManifest as readonly ManifestRow[]).filter((row) => row.features?.length);

const typesOf = (key: string): SearchType[] => searchTypes.filter((type) => searchTypeModule[type] === key);

/** A word no seeded text holds, so a query finds only this file's documents. */
const WORD = "zwitchprobe";

/**
 * Company switches, generically (docs/switches.md): every switchable module of the manifest is switched
 * off in turn for a test company, and each of its guarded routes answers 403 `common.module_disabled`,
 * none of its realtime events reaches a socket, search finds none of its types, notify() makes none of
 * its section and its links block is not served; switched on again, each of them works. New modules
 * are covered by their manifest row and their routes in the table.
 */
export function describeSwitchChecks(routes: AreaRoute[], api: () => TestApi): void {
  describe("company switches", () => {
    let tenantId: string;
    let superadmin: TestActor;
    let admin: TestActor;
    let socket: TestSocket;

    const as = (who: TestActor, method: string, path: string, body?: unknown) =>
      api().call(method, path, { token: who.token, clientId: tenantId, ...(body === undefined ? {} : { body }) });
    const switchTo = async (row: ManifestRow, active: boolean) => {
      const path = `/api/clients/features/switch/${tenantId}/${row.features![0]}`;
      const response = await as(superadmin, "PUT", path, { active });
      expect(response.status).toBe(200);
    };

    beforeAll(async () => {
      tenantId = await ensureTestTenant();
      superadmin = await tokenFor({ role: "superadmin" });
      admin = await tokenFor({ role: "admin", tenantId, rights: allRights });
      socket = await connectSocket(api().gateway.wsUrl, admin);
    });
    afterAll(() => socket?.close());

    it("has modules to switch, each area and route the manifest names in the route table", () => {
      expect(switchableModules.length).toBeGreaterThan(0);
      const areas = new Set(routes.map((route) => route.area));
      const ids = new Set(routes.map((route) => route.id));
      for (const row of switchableModules) {
        for (const area of row.apiAreas ?? []) expect([row.key, areas.has(area)]).toEqual([row.key, true]);
        for (const id of [...(row.apiRoutes ?? []), ...(row.sharedRoutes ?? [])])
          expect([row.key, id, ids.has(id)]).toEqual([row.key, id, true]);
      }
    });

    // A module with nothing of its own on the server yet (profile: its data is the users') only leaves the menu.
    const silenced = switchableModules.filter(
      (row) =>
        routes.some((route) => moduleOfRoute(route) === row.key) ||
        row.realtime?.length ||
        typesOf(row.key).length ||
        row.notificationSection ||
        row.visits?.some((name) => moduleOfVisit(name) === row.key),
    );

    describe.each(silenced.map((row) => [row.key, row] as const))("%s", (key, row) => {
      const own = routes.filter((route) => moduleOfRoute(route) === key && route.access !== "public");
      const callerOf = (route: AreaRoute) => (route.access === "superadmin" ? superadmin : admin);
      const codes = () =>
        Promise.all(
          own.map(async (route) => {
            const response = await as(callerOf(route), route.method, samplePath(route));
            return [route.key, response.body?.error?.code === "common.module_disabled" ? 403 : "answered"] as const;
          }),
        );

      if (own.length > 0)
        it("answers every route of it 403 common.module_disabled, and again once on", async () => {
          await switchTo(row, false);
          const off = await Promise.all(own.map((route) => as(callerOf(route), route.method, samplePath(route))));
          off.forEach((response, index) => {
            expect([own[index]!.key, response.status]).toEqual([own[index]!.key, 403]);
            expect([own[index]!.key, response.body?.error?.code]).toEqual([own[index]!.key, "common.module_disabled"]);
          });
          // The superadmin still manages the company (platform routes are never refused).
          expect((await as(superadmin, "GET", `/api/clients/${tenantId}`)).status).toBe(200);
          await switchTo(row, true);
          expect(await codes()).toEqual(own.map((route) => [route.key, "answered"]));
        });

      if (row.realtime?.length)
        it("sends none of its realtime events, and all once on", async () => {
          const pushAll = async () => {
            for (const type of row.realtime!) await publish(tenantId, [admin.userId], { type } as ServerEvent);
            const marker = newId();
            await publish(tenantId, [admin.userId], { type: "system.message", text: marker });
            await until(
              () => socket.received.some((event) => event.type === "system.message" && event.text === marker),
              Boolean,
            );
          };
          await switchTo(row, false);
          socket.received.length = 0;
          await pushAll();
          expect(socket.received.map((event) => event.type)).toEqual(["system.message"]);
          await switchTo(row, true);
          socket.received.length = 0;
          await pushAll();
          expect(socket.received.map((event) => event.type)).toEqual([...row.realtime!, "system.message"]);
        });

      if (typesOf(key).length > 0)
        it("finds none of its search types, and each once on", async () => {
          // A person (no module's type) is asked along: other types are still found meanwhile.
          const types: SearchType[] = [...typesOf(key), "person"];
          await replaceScope(
            tenantId,
            "switch-checks",
            `switch:${key}`,
            types.map((type) => ({
              type,
              id: newId(),
              title: `${WORD} ${type}`,
              text: { title: `${WORD} ${type}` },
              readers: ["all"],
              path: `/${type}`,
            })),
          );
          const found = async () => {
            const response = await as(admin, "GET", `/api/search?q=${WORD}&types=${types.join(",")}`);
            expect(response.status).toBe(200);
            return (response.body as SearchAnswer).groups.map((group) => group.type).sort();
          };
          await switchTo(row, false);
          expect(await found()).toEqual(["person"]);
          await switchTo(row, true);
          expect(await found()).toEqual([...types].sort());
        });

      if (row.notificationSection)
        it("makes none of its notifications, and makes them once on", async () => {
          const note = { section: row.notificationSection!, kind: "switch-check", title: "Switch", body: key };
          await switchTo(row, false);
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every section of the manifest
          const off = await notify(tenantId, [admin.userId], note as any);
          expect([off.notified, off.stored]).toEqual([[], {}]);
          await switchTo(row, true);
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every section of the manifest
          const on = await notify(tenantId, [admin.userId], note as any);
          expect(on.notified).toEqual([admin.userId]);
        });

      const visit = row.visits?.find((name) => moduleOfVisit(name) === key);
      if (visit)
        it("serves none of its links blocks, and serves them once on", async () => {
          const block = `/api/links_block/${tenantId}/${visit}`;
          expect((await as(admin, "PUT", `${block}/toggle`, { active: true })).status).toBe(200);
          const listed = async () =>
            ((await as(admin, "GET", `/api/links_block/${tenantId}`)).body.items as Array<{ module: string }>).map(
              (item) => item.module,
            );
          await switchTo(row, false);
          const refused = await as(admin, "GET", block);
          expect([refused.status, refused.body?.error?.code]).toEqual([403, "common.module_disabled"]);
          expect(await listed()).not.toContain(visit);
          await switchTo(row, true);
          expect((await as(admin, "GET", block)).status).toBe(200);
          expect(await listed()).toContain(visit);
        });
    });

    // A module's part (a route's `feature`, e.g. the learning analytics) switched off on its own.
    const partRoutes = routes.filter((route) => route.feature && route.access !== "public");
    const partsNamed = [...new Set(partRoutes.map((route) => route.feature!))];
    if (partsNamed.length)
      describe.each(partsNamed.map((feature) => [feature] as const))("part %s", (feature) => {
        const own = partRoutes.filter((route) => route.feature === feature);
        const module = moduleOfRoute(own[0]!);
        const rest = routes.filter(
          (route) => moduleOfRoute(route) === module && !route.feature && route.access !== "public",
        );
        const callerOf = (route: AreaRoute) => (route.access === "superadmin" ? superadmin : admin);
        const refused = (list: AreaRoute[]) =>
          Promise.all(
            list.map(async (route) => {
              const response = await as(callerOf(route), route.method, samplePath(route));
              return [route.key, response.body?.error?.code === "common.module_disabled"] as const;
            }),
          );
        const setPart = async (active: boolean) => {
          const response = await as(superadmin, "PUT", `/api/clients/features/switch/${tenantId}/${feature}`, {
            active,
          });
          expect(response.status).toBe(200);
        };

        it("refuses its routes alone while the module stays on, and answers them once on", async () => {
          await setPart(false);
          expect(await refused(own)).toEqual(own.map((route) => [route.key, true]));
          expect(await refused(rest)).toEqual(rest.map((route) => [route.key, false]));
          await setPart(true);
          expect(await refused(own)).toEqual(own.map((route) => [route.key, false]));
        });
      });
  });
}
