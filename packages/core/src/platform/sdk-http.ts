/**
 * Time limits for the SDK clients (DynamoDB, S3): without them a frozen endpoint (a socket that
 * accepts and never answers) holds a request until the Lambda times out. A few seconds is far above
 * a healthy DynamoDB or S3 control call (milliseconds), and with two attempts a dead endpoint is
 * reported as `common.unavailable` (503) within about `2 × (connection + request)`.
 */
export const sdkTimeouts = {
  connectionTimeoutMs: 1_000,
  /**
   * For an emulator on this machine (DynamoDB Local, s3rver). Its listen queue overflows under a
   * burst of new connections on a busy machine; Linux then resends the dropped SYN after 1 s and
   * again 2 s later, so a 1 s limit reported a healthy but busy emulator as down (a test failed so).
   */
  loopbackConnectionTimeoutMs: 3_500,
  requestTimeoutMs: 2_500,
  maxAttempts: 2,
} as const;

const isLoopback = (endpoint: string) => /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:|\/|$)/i.test(endpoint);

/** Options for a client of `endpoint` (empty: the AWS one). */
export function sdkHttpOptions(endpoint: string) {
  return {
    maxAttempts: sdkTimeouts.maxAttempts,
    // The SDK builds its NodeHttpHandler from these options (no direct @smithy dependency).
    requestHandler: {
      connectionTimeout: isLoopback(endpoint)
        ? sdkTimeouts.loopbackConnectionTimeoutMs
        : sdkTimeouts.connectionTimeoutMs,
      requestTimeout: sdkTimeouts.requestTimeoutMs,
      // Newer handlers only warn on a request timeout unless told to throw.
      throwOnRequestTimeout: true,
    },
  };
}

/**
 * The endpoint the SDK would pick up for a service from the environment. Clients are rebuilt when
 * it changes, so a process (the local runtime, a test) can point at another endpoint.
 */
export const endpointFromEnvironment = (service: "DYNAMODB" | "S3") =>
  process.env[`AWS_ENDPOINT_URL_${service}`] ?? process.env.AWS_ENDPOINT_URL ?? "";

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
const UNAVAILABLE_NAMES = new Set([
  "TimeoutError",
  "RequestTimeout",
  "RequestTimeoutException",
  "ServiceUnavailable",
  "ServiceUnavailableException",
  "ThrottlingException",
  "ProvisionedThroughputExceededException",
  "RequestLimitExceeded",
  "SlowDown",
]);

/**
 * Whether an error (or anything in its `cause` chain: ElectroDB wraps SDK errors) means the
 * database or the object store could not be reached or answered too late, as opposed to a bug.
 */
export function isUnavailableError(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === "object" && !seen.has(current);) {
    seen.add(current);
    const candidate = current as {
      name?: unknown;
      code?: unknown;
      $metadata?: { httpStatusCode?: number };
      cause?: unknown;
      errors?: unknown[];
    };
    if (typeof candidate.code === "string" && NETWORK_CODES.has(candidate.code)) return true;
    if (typeof candidate.name === "string" && UNAVAILABLE_NAMES.has(candidate.name)) return true;
    const status = candidate.$metadata?.httpStatusCode;
    if (status === 502 || status === 503 || status === 504) return true;
    // AggregateError (Node's happy-eyeballs connect) keeps the per-address errors here.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isUnavailableError(inner))) return true;
    current = candidate.cause;
  }
  return false;
}
