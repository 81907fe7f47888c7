import type { ErrorCode } from "@intranet/contracts";
import { AppError, isAppError } from "../platform";

/**
 * Turns an infrastructure failure (S3 or DynamoDB refusing, a network error) into the catalogue's
 * file error the SPA shows, after logging the cause, which the client never sees. Refusals that
 * already are catalogue errors pass through.
 */
export function fileFailure(code: ErrorCode, what: string) {
  return (cause: unknown): never => {
    if (isAppError(cause)) throw cause;
    console.error(
      JSON.stringify({
        level: "error",
        msg: what,
        error: cause instanceof Error ? { name: cause.name, message: cause.message } : String(cause),
      }),
    );
    throw new AppError(code);
  };
}
