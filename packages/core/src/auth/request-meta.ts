/** Where a request came from, recorded on the session and used for per-source limits. */
export interface RequestMeta {
  sourceIp?: string;
  userAgent?: string;
}

/** The subject of per-source limits: the address API Gateway saw. */
export const sourceSubject = (meta: RequestMeta) => meta.sourceIp || "unknown";
