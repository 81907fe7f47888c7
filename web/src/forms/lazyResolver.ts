import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver that loads its schema (and zod with it) at the first validation, so a screen's
 * first load does not carry zod: `lazyResolver(() => import("./resolvers").then((m) => m.login))`.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): Resolver<TValues, unknown, TOutput> {
  let resolver: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  return async (values, context, options) => (await (resolver ??= load()))(values, context, options);
}
