import * as z from "zod/mini";

/**
 * The shape of a stored automatic-text value (autoTexts.ts) as the API and the socket carry it.
 * Apart from autoTexts.ts so the notification schemas take it without importing the languages.
 */
const words = z.record(z.string(), z.record(z.string(), z.string()));
export const autoValueSchema = z.union([
  z.string(),
  z.object({
    person: z.object({
      firstName: z.string(),
      lastName: z.string(),
      middleName: z.optional(z.nullable(z.string())),
      id: z.optional(z.string()),
    }),
  }),
  z.object({ count: z.number(), words }),
  z.object({
    slot: z.object({ date: z.string(), startTime: z.string(), endTime: z.string(), timeZone: z.string() }),
  }),
]);
export const autoParamsSchema = z.record(z.string(), autoValueSchema);
