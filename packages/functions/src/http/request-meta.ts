import type { RequestMeta } from "@intranet/core/auth";
import { header, type ApiEvent } from "./context";

/** The caller's address as API Gateway saw it (not a forwarded header a client could set). */
export function requestMeta(event: ApiEvent): RequestMeta {
  return {
    sourceIp: event.requestContext?.http?.sourceIp,
    userAgent: event.requestContext?.http?.userAgent || header(event, "user-agent"),
  };
}
