import type { ErrorCode } from "@intranet/contracts";
import { isErrorCode } from "@intranet/contracts/errors";

/** One validation problem as the API reports it in `details.issues`. */
export interface ValidationIssue {
  in: "params" | "query" | "body";
  path: string;
  /** A catalogue code, or zod's own text. */
  message: string;
  code: string;
}

export type ApiErrorKind = "http" | "network";

/** Any failed API call: an HTTP error answer (`{ error: { code, message, requestId, details } }`) or no answer. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    /** The catalogue code, or null when the answer carried none (a proxy's page, a network failure). */
    readonly code: ErrorCode | null,
    message: string,
    readonly requestId?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The `details.issues` of a validation error (400 common.validation). */
  get issues(): ValidationIssue[] {
    const issues = (this.details as { issues?: unknown } | undefined)?.issues;
    return Array.isArray(issues) ? (issues as ValidationIssue[]) : [];
  }
}

export function networkError(cause: unknown): ApiError {
  return new ApiError("network", 0, null, cause instanceof Error ? cause.message : "Network error");
}

/** Reads an error answer; anything that is not the API's error shape keeps the status only. */
export function errorFromAnswer(status: number, text: string): ApiError {
  try {
    const { error } = JSON.parse(text) as { error?: Record<string, unknown> };
    if (error && typeof error === "object") {
      const code = isErrorCode(error.code) ? error.code : null;
      const message = typeof error.message === "string" ? error.message : `HTTP ${status}`;
      const requestId = typeof error.requestId === "string" ? error.requestId : undefined;
      return new ApiError("http", status, code, message, requestId, error.details);
    }
  } catch {
    /* not JSON */
  }
  return new ApiError("http", status, null, `HTTP ${status}`);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
