import * as z from "zod/mini";
import { errorCodes, type ErrorCode } from "./errors";

/** The one error body every API answer uses (DESIGN §4). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    requestId: z.optional(z.string()),
    details: z.optional(z.unknown()),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Header names shared by the SPA client and the API. */
export const headers = {
  clientId: "x-client-id",
  requestId: "x-request-id",
  authorization: "authorization",
} as const;

export const httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof httpMethods)[number];
