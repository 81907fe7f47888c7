import type { $ZodType, input, output } from "zod/v4/core";
import type { HttpMethod } from "./http";
import type { FeatureCodeFromManifest } from "./manifest";
import type { AccessLevel } from "./roles";

/**
 * Route declarations (DESIGN §3). Each module declares its routes in `<module>/routes.ts`;
 * `packages/functions/src/routes.ts` gathers them into THE route table, the server implements them
 * (`areaHandler`, which type-checks each implementation's return against `answer`), and the SPA
 * calls them (`web/src/api/call.ts`). No zod at run time here: only types, so the SPA and every
 * Lambda can read declarations cheaply. Schemas are zod/mini (or any zod 4 schema: both share the core).
 */

declare const answerType: unique symbol;

/** The phantom type of a route's answer body: no run-time schema, only what TypeScript checks. */
export interface Answer<T> {
  readonly [answerType]?: T;
}

const answerMarker: Answer<never> = Object.freeze({});

/** `answer: answer<PostView>()` declares that a route answers a PostView (void: no body, e.g. 204). */
export function answer<T>(): Answer<T> {
  return answerMarker;
}

/**
 * One row of the route table. Paths are the spec's `/api/...` paths in API Gateway syntax
 * (`{param}`); the area names the Lambda (`packages/functions/src/api/<area>.ts`).
 */
export interface RouteSpec<
  P extends $ZodType = $ZodType,
  Q extends $ZodType = $ZodType,
  B extends $ZodType = $ZodType,
  A = unknown,
> {
  method: HttpMethod;
  path: `/api/${string}`;
  access: AccessLevel;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** What a successful call answers (the body of its 2xx answer). */
  answer: Answer<A>;
  /** JSON body limit in bytes; the default is limits.defaultBodyMaxBytes. */
  maxBodyBytes?: number;
  /**
   * A part of its module the company can switch off on its own (a further feature code of the
   * manifest row, e.g. `lms_analytics`): the route then answers 403 `common.module_disabled` too.
   */
  feature?: FeatureCodeFromManifest;
}

export type AreaRoute = RouteSpec & { id: string; area: string; key: string };

type Stamped<A extends string, R extends Record<string, RouteSpec>> = {
  [K in keyof R & string]: R[K] & { id: `${A}.${K}`; area: A; key: string };
};

/** Declares an area's routes; the area (the first argument) becomes one Lambda. */
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

type Output<S, Fallback> = S extends $ZodType ? output<S> : Fallback;
type Input<S, Fallback> = S extends $ZodType ? input<S> : Fallback;

/** What the server's implementation receives (parsed: defaults, trims and transforms applied). */
export type RouteParams<R extends RouteSpec> = Output<R["params"], Record<string, string>>;
export type RouteQuery<R extends RouteSpec> = Output<R["query"], Record<string, string>>;
export type RouteBody<R extends RouteSpec> = Output<R["body"], undefined>;

/** What a caller sends (before parsing). */
export type RouteParamsInput<R extends RouteSpec> = Input<R["params"], Record<string, never>>;
export type RouteQueryInput<R extends RouteSpec> = Input<R["query"], Record<string, never>>;
export type RouteBodyInput<R extends RouteSpec> = Input<R["body"], undefined>;

/** The declared answer of a route. */
export type RouteAnswer<R extends RouteSpec> = R["answer"] extends Answer<infer T> ? T : never;
