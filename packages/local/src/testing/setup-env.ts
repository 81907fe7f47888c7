import { inject } from "vitest";
import { applyLocalEnvironment } from "../environment";

// Every test worker points the AWS SDK and the SST links at the run's shared stack.
const stack = inject("testStack");
applyLocalEnvironment({ dynamodbEndpoint: stack.dynamodb, s3Endpoint: stack.s3, ...stack });
