import type {
  RouteAnswer,
  RouteBodyInput,
  RouteParamsInput,
  RouteQueryInput,
  RouteSpec,
} from "@intranet/contracts/route";
import type { $ZodType } from "zod/v4/core";
import { apiRequest, type RequestOptions } from "./client";

/**
 * The typed caller (DESIGN §3): every API call goes through a route declaration of
 * `@intranet/contracts/<module>` (its method, path and answer type), so no path or answer is typed
 * twice. Params fill the path's `{names}` (URL-encoded), the query goes after `?`, and the answer is
 * the route's declared `answer`. Only the declaration's method and path are read at run time.
 */

/** A part is required when its schema needs a value, optional when `undefined` is a valid input. */
type Part<K extends string, Declared, T> = [Declared] extends [$ZodType]
  ? undefined extends T
    ? { [P in K]?: T }
    : { [P in K]: T }
  : { [P in K]?: never };

export type CallInput<R extends RouteSpec> = Part<"params", R["params"], RouteParamsInput<R>> &
  Part<"query", R["query"], Partial<RouteQueryInput<R>>> &
  Part<"body", R["body"], RouteBodyInput<R>>;

/** Everything of RequestOptions except what the declaration and the input give. */
export type CallOptions = Omit<RequestOptions, "body" | "query">;

type Args<R extends RouteSpec> =
  Record<string, never> extends CallInput<R>
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions];

/** `/api/post/{id}` + `{ id: "a/b" }` → `/api/post/a%2Fb`. */
export function routePath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Calls one declared route; resolves to its declared answer (undefined for a 204). */
export function callRoute<R extends RouteSpec>(
  route: Pick<R, "method" | "path"> & R,
  ...[input, options]: Args<R>
): Promise<RouteAnswer<R>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return apiRequest<RouteAnswer<R>>(route.method, routePath(route.path, params as Record<string, unknown>), {
    ...options,
    query: query as RequestOptions["query"],
    body,
  });
}
