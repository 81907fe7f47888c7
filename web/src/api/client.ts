import type { ErrorCode, HttpMethod, headers } from "@intranet/contracts";
import type { $ZodType } from "zod/v4/core";
import type {
  RouteAnswer,
  RouteBodyInput,
  RouteParamsInput,
  RouteQueryInput,
  RouteSpec,
} from "@intranet/contracts/route";
import { paths } from "../app/paths";
import { clearSession, getSession, isAuthenticated } from "../session/session";
import { writeStored } from "../session/storage";
import { rememberWantedPath } from "../session/wantedPath";
import { ApiError, errorFromAnswer, networkError } from "./errors";
import { showError } from "./errorEvents";
import { currentPath, navigateTo } from "./navigation";

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** The caller shows the error itself: no dialog (the spec's `no_show`). */
  no_show?: boolean;
  /** A call made without a session (login, password reset): no token, and a 401 is just the answer. */
  public?: boolean;
  /** The call loads the page being opened: a 404 leads to the not-found page instead of a dialog. */
  navigation?: boolean;
  signal?: AbortSignal;
  /** Survives the page being closed (reports sent on leaving). */
  keepalive?: boolean;
  /**
   * The company the call acts in when it is not the session's: a superadmin's upload for the
   * company whose design they edit (the file belongs to that company).
   */
  clientId?: string;
}

/**
 * The contract's header names (packages/contracts/src/http.ts), checked against it at compile time;
 * importing the value would bring zod (that module's error schema) onto the first screen.
 */
const headerNames: typeof headers = {
  clientId: "x-client-id",
  requestId: "x-request-id",
  authorization: "authorization",
};

/** Build-time API origin (AWS); empty locally, where the SPA and the API share one origin. */
export const apiBase = (import.meta.env.VITE_API_URL ?? "").replace(/\/+$/, "");

/**
 * 401 answers that mean the session is gone (spec §8: cleared, to login). Any other 401 refuses a
 * proof asked inside a session (a wrong old password, a wrong two-factor code): an ordinary error.
 */
const sessionGoneCodes = new Set<ErrorCode>(["common.unauthorized", "common.token_invalid"]);
const sessionGone = (error: ApiError) => !error.code || sessionGoneCodes.has(error.code);

/** 403 answers that mean the session itself is over: shown as the login error (spec §8). */
const sessionEndingCodes = new Set<ErrorCode>(["login.user_deleted", "login.company_blocked", "common.login_blocked"]);

export function apiUrl(path: string, query?: RequestOptions["query"]): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return `${apiBase}${path}${text ? `?${text}` : ""}`;
}

function requestHeaders(options: RequestOptions): Record<string, string> {
  const result: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) result["content-type"] = "application/json";
  const session = getSession();
  if (!options.public && session.token) result[headerNames.authorization] = `Bearer ${session.token}`;
  const clientId = options.clientId ?? session.clientId;
  if (!options.public && clientId) result[headerNames.clientId] = clientId;
  return result;
}

/** Sends the user to login, remembering where they were (401, expired token, a session-ending 403). */
export function endSession(notice?: ErrorCode): void {
  clearSession();
  writeStored("login_notice", notice ?? null);
  rememberWantedPath(currentPath());
  navigateTo(paths.login, { replace: true });
}

/** The error handling of rules-calls-errors-spec §8, applied to one failed answer. */
function handleFailure(error: ApiError, options: RequestOptions): void {
  if (!options.public && error.status === 401 && sessionGone(error)) return endSession();
  if (!options.public && error.status === 403 && error.code && sessionEndingCodes.has(error.code))
    return endSession(error.code);
  if (options.navigation && error.status === 404) return navigateTo(paths.notFound, { replace: true });
  if (options.no_show) return;
  showError(error.status === 403 ? "forbidden" : "error", error);
}

/**
 * THE API client: adds the token and the company header, parses JSON, and applies the spec's error
 * handling before rethrowing as ApiError. Resolves to undefined for answers without a body (204).
 */
export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.public && getSession().token && !isAuthenticated()) {
    endSession();
    throw new ApiError("http", 401, "common.token_invalid", "The session has expired");
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers: requestHeaders(options),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = networkError(cause);
    if (!options.no_show) showError("network", error);
    throw error;
  }
  const text = await response.text().catch(() => "");
  if (!response.ok) {
    const error = errorFromAnswer(response.status, text);
    handleFailure(error, options);
    throw error;
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

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
