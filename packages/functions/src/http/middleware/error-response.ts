import { isAppError, AppError, isUnavailableError } from "@intranet/core/platform";
import type { ErrorBody } from "@intranet/contracts";
import type { ApiMiddleware } from "../context";
import { toHttpResult, reply } from "../reply";

/**
 * Turns any thrown error into the one error shape (DESIGN §4). Catalogue errors keep their code;
 * a database or object store that is down or too slow answers 503 `common.unavailable` (as
 * /api/health does); anything else is logged with the request id and answers a bare 500, never a
 * stack trace.
 */
export function errorResponse(): ApiMiddleware {
  return {
    onError: (request) => {
      const error = request.error;
      const known = isAppError(error) ? error : null;
      if (!known) {
        console.error(
          JSON.stringify({
            level: "error",
            requestId: request.context.requestId,
            routeKey: request.event.routeKey,
            error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error,
          }),
        );
      }
      const shown = known ?? new AppError(isUnavailableError(error) ? "common.unavailable" : "common.server_error");
      const body: ErrorBody = {
        error: {
          code: shown.code,
          message: shown.message,
          requestId: request.context.requestId,
          ...(shown.details === undefined ? {} : { details: shown.details }),
        },
      };
      request.response = toHttpResult(reply(shown.status, body));
    },
  };
}
