import { inject } from "vitest";
import { useEventBus } from "@intranet/core/events";
import { applyLocalEnvironment } from "../environment";

// Every test worker points the AWS SDK and the SST links at the run's shared stack.
const stack = inject("testStack");
applyLocalEnvironment({ dynamodbEndpoint: stack.dynamodb, s3Endpoint: stack.s3, ...stack });

// No test reaches AWS EventBridge: events are dropped unless the test listens (captureEvents) or
// runs the local bus (startTestApi, the browser stack), which replace this.
useEventBus({ publish: async () => undefined });
