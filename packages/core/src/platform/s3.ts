import { S3Client } from "@aws-sdk/client-s3";
import { endpointFromEnvironment, sdkHttpOptions } from "./sdk-http";

/**
 * One S3 client per process. A custom endpoint (s3rver, LocalStack) gets path-style addressing,
 * and checksums only when required, which s3rver needs to store streamed bodies intact.
 */
let client: S3Client | undefined;
let builtFor: string | undefined;

/** With time limits (platform/sdk-http.ts); rebuilt if the endpoint in the environment changes. */
export function s3(): S3Client {
  const endpoint = endpointFromEnvironment("S3");
  if (builtFor !== endpoint) client = undefined;
  builtFor = endpoint;
  const customEndpoint = Boolean(endpoint);
  client ??= new S3Client({
    ...sdkHttpOptions(endpoint),
    forcePathStyle: customEndpoint,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return client;
}
