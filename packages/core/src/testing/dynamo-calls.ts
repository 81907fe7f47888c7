import { dynamo } from "../db";

/**
 * Counts the DynamoDB commands sent through the shared client (ElectroDB and the BatchGets alike)
 * by command name, e.g. { QueryCommand: 1, BatchGetItemCommand: 1 }.
 */
export function countDynamoCalls() {
  const name = "test-call-counter";
  const counts: Record<string, number> = {};
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context as { commandName?: string }).commandName ?? "unknown";
      counts[command] = (counts[command] ?? 0) + 1;
      return next(args);
    },
    { step: "initialize", name, override: true },
  );
  return {
    counts,
    reset: () => {
      for (const key of Object.keys(counts)) delete counts[key];
    },
    stop: () => dynamo().middlewareStack.remove(name),
  };
}

const writeCommands = new Set([
  "PutItemCommand",
  "UpdateItemCommand",
  "DeleteItemCommand",
  "TransactWriteItemsCommand",
  "BatchWriteItemCommand",
]);

/**
 * Records the input of every write command sent through the shared client, as JSON, so a test can
 * read everything a call wrote (e.g. that an anonymous report names nobody).
 */
export function recordDynamoWrites() {
  const name = "test-write-recorder";
  const writes: string[] = [];
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context as { commandName?: string }).commandName ?? "unknown";
      if (writeCommands.has(command)) writes.push(JSON.stringify(args.input));
      return next(args);
    },
    { step: "initialize", name, override: true },
  );
  return { writes, stop: () => dynamo().middlewareStack.remove(name) };
}
