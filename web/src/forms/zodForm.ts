import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { z } from "zod";
import { installZodMessages } from "./zodMessages";

/**
 * For the module screens (lazy chunks, where zod may load at once): a resolver over a contract's
 * schema with localised zod messages. Empty inputs count as absent values (an empty optional
 * password or phone is "not given", not an invalid one); the contract decides what is required.
 * The contracts' schemas are zod/mini; classic zod wraps them here (both share zod's core).
 */
installZodMessages();

function withoutEmpty(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => !(typeof field === "string" && field.trim() === ""))
      .map(([name, field]) => [name, withoutEmpty(field)]),
  );
}

export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.core.$ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return zodResolver(
    z.preprocess(withoutEmpty, schema) as unknown as z.ZodType<TOutput, FieldValues>,
  ) as unknown as Resolver<TValues, unknown, TOutput>;
}
