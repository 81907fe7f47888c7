import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { endpointFromEnvironment, sdkHttpOptions } from "../platform/sdk-http";

/**
 * One DynamoDB client per process. The endpoint is never set here: the SDK reads
 * AWS_ENDPOINT_URL(_DYNAMODB) itself, so local emulators and LocalStack need no code change.
 */
let documentClient: DynamoDBDocumentClient | undefined;
let builtFor: string | undefined;

/** With time limits (platform/sdk-http.ts); rebuilt if the endpoint in the environment changes. */
export function dynamo(): DynamoDBDocumentClient {
  const endpoint = endpointFromEnvironment("DYNAMODB");
  if (builtFor !== endpoint) documentClient = undefined;
  builtFor = endpoint;
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient(sdkHttpOptions(endpoint)), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}
