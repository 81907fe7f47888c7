import { randomUUID } from "node:crypto";
import { headers } from "@intranet/contracts";
import type { ApiMiddleware, ApiRequest } from "../context";

/** Gives every request an id (API Gateway's when present), echoed in `x-request-id` and in error bodies. */
export function requestId(): ApiMiddleware {
  const stamp = (request: ApiRequest) => {
    if (!request.response) return;
    request.response.headers = { ...request.response.headers, [headers.requestId]: request.context.requestId };
  };
  return {
    before: (request) => {
      request.context.requestId = request.event.requestContext?.requestId || randomUUID();
    },
    after: stamp,
    onError: stamp,
  };
}
