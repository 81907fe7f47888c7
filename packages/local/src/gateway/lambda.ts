import { randomUUID } from "node:crypto";
import type { Context } from "aws-lambda";

/** A Lambda context good enough for handlers run in-process. */
export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: "$LATEST",
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: "1024",
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: "local",
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Loads a handler module lazily, once: the same files Lambda runs (packages/functions/src/...). */
export function handlerLoader<H>(load: (name: string) => Promise<{ handler: H }>) {
  const cache = new Map<string, Promise<H>>();
  return (name: string): Promise<H> => {
    let loaded = cache.get(name);
    if (!loaded) {
      loaded = load(name).then((module) => {
        if (typeof module.handler !== "function") throw new Error(`${name} does not export a handler`);
        return module.handler;
      });
      cache.set(name, loaded);
    }
    return loaded;
  };
}
