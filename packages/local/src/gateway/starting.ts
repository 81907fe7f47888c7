import type { IncomingMessage, ServerResponse } from "node:http";
import { formatErrorMessage } from "@intranet/contracts";
import { corsHeaders } from "@intranet/functions/http/cors";

/** How long a client waits before asking again while the seed runs (the SPA's starting page retries). */
export const STARTING_RETRY_SECONDS = 2;

/**
 * The answer to every `/api/*` call while `npm start` is still seeding the demo: 503
 * `common.starting`, so nobody signs in to a half-filled workspace.
 */
export function answerStarting(request: IncomingMessage, response: ServerResponse): void {
  const error = { code: "common.starting", message: formatErrorMessage("common.starting") };
  response.writeHead(503, {
    "content-type": "application/json",
    "retry-after": String(STARTING_RETRY_SECONDS),
    ...corsHeaders(request.headers.origin),
  });
  response.end(JSON.stringify({ error }));
}
