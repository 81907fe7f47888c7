import { vi } from "vitest";

/** One canned answer of the fake API: status and JSON body (undefined: empty body). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FakeRoutes = Record<
  string,
  FakeAnswer | ((request: { body: unknown; headers: Headers; query: URLSearchParams }) => FakeAnswer)
>;

export interface FakeApi {
  /** Requests made so far, as "METHOD /path". */
  calls: string[];
  /** The JSON body a request was sent with. */
  bodyOf(call: string): unknown;
  headersOf(call: string): Headers | undefined;
  /** The query string a request was sent with. */
  queryOf(call: string): URLSearchParams | undefined;
}

/** Calls every signed-in screen makes, answered unless a test sets them: env, the unread badge. */
function defaultAnswer(key: string): FakeAnswer | undefined {
  if (key === "GET /api/env") return { body: { vendor: "default" } };
  if (key.startsWith("GET /api/notification/unread/")) return { body: { count: 0 } };
  return undefined;
}

/**
 * Replaces fetch with a table of answers keyed by "METHOD /path" (query ignored). Unknown routes
 * answer 404 common.route_not_found, like the gateway; `/api/env` (the default vendor) and the unread badge (0) answer unless set.
 */
export function fakeApi(routes: FakeRoutes = {}): FakeApi {
  const calls: string[] = [];
  const bodies = new Map<string, unknown>();
  const headers = new Map<string, Headers>();
  const queries = new Map<string, URLSearchParams>();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const key = `${init.method ?? "GET"} ${url.pathname}`;
      const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push(key);
      bodies.set(key, body);
      headers.set(key, new Headers(init.headers));
      queries.set(key, url.searchParams);
      const route = routes[key] ?? defaultAnswer(key);
      const answer =
        typeof route === "function"
          ? route({ body, headers: new Headers(init.headers), query: url.searchParams })
          : (route ?? {
              status: 404,
              body: { error: { code: "common.route_not_found", message: "No such API route" } },
            });
      const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
      return new Response(text || null, { status: answer.status ?? 200 });
    }),
  );
  return {
    calls,
    bodyOf: (call) => bodies.get(call),
    headersOf: (call) => headers.get(call),
    queryOf: (call) => queries.get(call),
  };
}

/** The API's error body for a catalogue code. */
export function apiError(status: number, code: string, message = code, details?: unknown): FakeAnswer {
  return { status, body: { error: { code, message, requestId: "req-1", ...(details ? { details } : {}) } } };
}
