import { S3Client } from "@aws-sdk/client-s3";

/**
 * One S3 client per process. A custom endpoint (s3rver, LocalStack) gets path-style addressing,
 * and checksums only when required, which s3rver needs to store streamed bodies intact.
 */
let client: S3Client | undefined;

export function s3(): S3Client {
  const customEndpoint = Boolean(process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL);
  client ??= new S3Client({
    forcePathStyle: customEndpoint,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return client;
}
