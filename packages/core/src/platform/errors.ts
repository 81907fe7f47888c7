import { errorCatalogue, formatErrorMessage, type ErrorCode } from "@intranet/contracts";

/**
 * A refusal the caller should see: a catalogue code (which fixes the HTTP status and message),
 * message parameters and optional details (e.g. validation issues). Anything else thrown is a bug
 * and answers 500 without detail.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly details?: unknown,
  ) {
    super(formatErrorMessage(code, params));
    this.name = "AppError";
    this.status = errorCatalogue[code].status;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
