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
