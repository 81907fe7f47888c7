import { apiAreas, routeTable } from "../packages/functions/src/routes";
import { corsPolicy } from "../packages/functions/src/http/cors";
import { functionDefaults, pascal } from "./shared";
import type { events } from "./events";
import type { realtime } from "./realtime";
import type { sso } from "./sso";
import type { storage } from "./storage";

type Storage = ReturnType<typeof storage>;
type Realtime = ReturnType<typeof realtime>;
type Events = ReturnType<typeof events>;
type Sso = ReturnType<typeof sso>;

/**
 * API Gateway's default quota of routes per HTTP API (adjustable through Service Quotas).
 * See docs/deploy.md.
 */
const routeQuota = 300;

/**
 * Every route of an area adds one `lambda:InvokeFunction` statement to the area Lambda's
 * resource-based policy, which AWS caps at 20 KB (about 55 such statements). Fail at config time,
 * before anything is deployed, rather than half-way through a deployment.
 */
const maxRoutesPerArea = 50;

type CorsMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS" | "HEAD";
const corsMethods: readonly string[] = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"];
const isCorsMethod = (method: string): method is CorsMethod => corsMethods.includes(method);

/**
 * The HTTP API (DESIGN §1, §3): one Lambda per area (`packages/functions/src/api/<area>.ts`) and
 * one API Gateway route per row of the route table, all generated from `routeTable`. A route
 * added to the table is deployed with no change here.
 *
 * Routes are attached by the area function's ARN, so SST creates a lambda permission and an
 * integration per route but no function per route.
 */
export function api({ table, files, media, jwtSecret }: Storage, { ws }: Realtime, { bus }: Events, single: Sso) {
  checkQuotas();

  const api = new sst.aws.ApiGatewayV2("Api", {
    cors: {
      allowOrigins: corsPolicy.allowOrigins,
      allowHeaders: corsPolicy.allowHeaders,
      allowMethods: corsPolicy.allowMethods.filter(isCorsMethod),
      exposeHeaders: corsPolicy.exposeHeaders,
      maxAge: `${corsPolicy.maxAgeSeconds} seconds`,
    },
  });

  const functions: Record<string, sst.aws.Function> = {};
  for (const area of apiAreas) {
    functions[area] = new sst.aws.Function(`Api${pascal(area)}`, {
      ...functionDefaults(),
      description: `${$app.name} ${$app.stage} API area "${area}"`,
      handler: `packages/functions/src/api/${area}.handler`,
      // API Gateway HTTP APIs give up on an integration after 30 seconds.
      timeout: "29 seconds",
      // Only the sso area reads the user pool (and may change its identity providers).
      link: [table, files, media, jwtSecret, bus, ws, ...(area === "sso" && single.link ? [single.link] : [])],
    });
  }

  for (const route of routeTable) {
    const fn = functions[route.area];
    if (!fn) throw new Error(`Route ${route.id} names an unknown area "${route.area}"`);
    api.route(`${route.method} ${route.path}`, fn.arn);
  }
  // Unknown paths reach a Lambda too, so they get the catalogue's error shape (common.route_not_found).
  const fallback = functions.system;
  if (fallback) api.route("$default", fallback.arn);

  return { api, functions };
}

function checkQuotas() {
  const keys = new Set<string>();
  const perArea = new Map<string, number>();
  for (const route of routeTable) {
    const key = `${route.method} ${route.path}`;
    if (keys.has(key)) throw new Error(`Duplicate route "${key}" in the route table (${route.id})`);
    keys.add(key);
    perArea.set(route.area, (perArea.get(route.area) ?? 0) + 1);
  }
  for (const [area, count] of perArea) {
    if (count > maxRoutesPerArea) {
      throw new Error(
        `API area "${area}" has ${count} routes; its Lambda's resource policy holds about ` +
          `${maxRoutesPerArea}. Split the area (see docs/deploy.md).`,
      );
    }
  }
  if (keys.size > routeQuota) {
    console.warn(
      `The route table has ${keys.size} routes; API Gateway's default quota is ${routeQuota} per HTTP API. ` +
        `Request a quota increase before deploying (see docs/deploy.md).`,
    );
  }
}
