import { headers } from "@intranet/contracts";

/**
 * CORS policy, one source for the API middleware, the local gateway's preflight answers and the
 * API Gateway configuration in stacks/. Bearer tokens (not cookies) authenticate, so any origin
 * may call unless INTRANET_CORS_ORIGINS narrows it.
 */
export const corsPolicy = {
  allowOrigins: (process.env.INTRANET_CORS_ORIGINS ?? "*").split(",").map((origin) => origin.trim()),
  allowHeaders: ["authorization", "content-type", headers.clientId, headers.requestId],
  allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
  exposeHeaders: [headers.requestId],
  maxAgeSeconds: 600,
};

export function corsHeaders(requestOrigin: string | undefined): Record<string, string> {
  const allowed = corsPolicy.allowOrigins;
  const origin = allowed.includes("*") ? "*" : requestOrigin && allowed.includes(requestOrigin) ? requestOrigin : "";
  if (!origin) return {};
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-headers": corsPolicy.allowHeaders.join(","),
    "access-control-allow-methods": corsPolicy.allowMethods.join(","),
    "access-control-expose-headers": corsPolicy.exposeHeaders.join(","),
    "access-control-max-age": String(corsPolicy.maxAgeSeconds),
    ...(origin === "*" ? {} : { vary: "origin" }),
  };
}
