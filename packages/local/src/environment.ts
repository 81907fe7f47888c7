import { S3RVER_CREDENTIALS } from "./emulators/s3";

export interface LocalEnvironment {
  /** Emulator endpoints; absent when AWS_ENDPOINT_URL points at LocalStack or similar. */
  dynamodbEndpoint?: string | undefined;
  s3Endpoint?: string | undefined;
  tableName: string;
  bucketName: string;
  jwtSecret: string;
  busName?: string;
}

export const localNames = {
  tableName: "intranet-local",
  bucketName: "intranet-local-files",
  busName: "intranet-local",
};

/**
 * Points the unchanged AWS SDK clients and the SST resource links at the local stack, through the
 * same environment variables Lambda would see (DESIGN §6, §10).
 */
export function applyLocalEnvironment(local: LocalEnvironment): void {
  const env = process.env;
  env.AWS_REGION ??= "us-east-1";
  if (local.dynamodbEndpoint) env.AWS_ENDPOINT_URL_DYNAMODB = local.dynamodbEndpoint;
  if (local.s3Endpoint) {
    env.AWS_ENDPOINT_URL_S3 = local.s3Endpoint;
    // s3rver only accepts its own credentials; DynamoDB Local (shared DB) accepts any.
    env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
    env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
  } else {
    env.AWS_ACCESS_KEY_ID ??= "test";
    env.AWS_SECRET_ACCESS_KEY ??= "test";
  }
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true"; // local Node 20; Lambda runs 22
  env.AWS_REQUEST_CHECKSUM_CALCULATION = "WHEN_REQUIRED";
  env.AWS_RESPONSE_CHECKSUM_VALIDATION = "WHEN_REQUIRED";
  setResource("App", { name: "intranet", stage: "local" });
  setResource("Table", { name: local.tableName });
  setResource("Files", { name: local.bucketName });
  // Locally the public pictures share the files bucket (under each tenant's media/ prefix); s3rver
  // serves unsigned GETs, as the public media bucket does in AWS.
  const s3Base = local.s3Endpoint ?? env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  setResource("Media", {
    name: local.bucketName,
    ...(s3Base ? { url: `${s3Base.replace(/\/$/, "")}/${local.bucketName}` } : {}),
  });
  setResource("JwtSecret", { value: local.jwtSecret });
  setResource("Bus", {
    name: local.busName ?? localNames.busName,
    arn: "arn:aws:events:local:000000000000:event-bus/local",
  });
}

/** The gateway's URL is known only once it listens; the realtime link is set then. */
export function applyGatewayEnvironment(gateway: { url: string; wsUrl: string }): void {
  setResource("Realtime", { url: gateway.wsUrl, managementEndpoint: gateway.url });
  // Links in mail point at the SPA, which the gateway serves locally.
  process.env.INTRANET_APP_URL = gateway.url;
}

/**
 * `npm start`: the bucket is reached through the gateway's one port (`/<bucket>/…`, proxied to the
 * emulator), so presigned URLs, upload tickets and public picture URLs all point there and
 * forwarding PORT alone is enough, as CloudFront would serve them in AWS. The SDK signs for the
 * gateway's host, which the proxy passes on unchanged.
 */
export function applyFilesThroughGateway(gatewayUrl: string, bucketName: string): void {
  process.env.AWS_ENDPOINT_URL_S3 = gatewayUrl;
  setResource("Media", { name: bucketName, url: `${gatewayUrl}/${bucketName}` });
}

function setResource(name: string, value: unknown): void {
  process.env[`SST_RESOURCE_${name}`] = JSON.stringify(value);
}
