import type { z } from "zod";
import type { AccessLevel, HttpMethod } from "@intranet/contracts";

/**
 * One row of the route table (DESIGN §3). Paths are the spec's `/api/...` paths in API Gateway
 * syntax (`{param}`); the area names the Lambda (`packages/functions/src/api/<area>.ts`).
 */
export interface RouteSpec<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: `/api/${string}`;
  access: AccessLevel;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** JSON body limit in bytes; the default is limits.defaultBodyMaxBytes. */
  maxBodyBytes?: number;
}

export type AreaRoute = RouteSpec & { id: string; area: string; key: string };

type Stamped<A extends string, R extends Record<string, RouteSpec>> = {
  [K in keyof R & string]: R[K] & { id: `${A}.${K}`; area: A; key: string };
};

/** Declares an area's routes; the area becomes one Lambda. */
export function defineRoutes<const A extends string, const R extends Record<string, RouteSpec>>(
  area: A,
  routes: R,
): Stamped<A, R> {
  const stamped = {} as Record<string, AreaRoute>;
  for (const [name, spec] of Object.entries(routes)) {
    stamped[name] = { ...spec, id: `${area}.${name}`, area, key: routeKey(spec) };
  }
  return stamped as Stamped<A, R>;
}

/** API Gateway's route key: `GET /api/user/{id}`. */
export function routeKey(spec: Pick<RouteSpec, "method" | "path">): string {
  return `${spec.method} ${spec.path}`;
}

type Infer<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
export type RouteParams<R extends RouteSpec> = Infer<R["params"], Record<string, string>>;
export type RouteQuery<R extends RouteSpec> = Infer<R["query"], Record<string, string>>;
export type RouteBody<R extends RouteSpec> = Infer<R["body"], undefined>;
