import { z } from "zod";
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  loginPageBodySchema,
  newPasswordBodySchema,
} from "@intranet/contracts/auth";
import { emailSchema, workspaceSchema } from "@intranet/contracts/validation";

/** "Field is required" for an empty field, then the contract's own rule. */
const required = <T extends z.core.$ZodType<unknown, string>>(schema: T) =>
  z.string().trim().min(1, "validation.required").pipe(schema);

/**
 * The public forms validate with the API's own schemas (packages/contracts), so both sides show
 * the same catalogue messages; only "required" is added where the contract's first rule is another one.
 */
export const loginPageForm = z.object({ ...loginPageBodySchema.shape, workspace: required(workspaceSchema) });
/** The plain login has the same fields as the workspace one; its workspace stays empty and is not sent. */
export const loginForm = z.object({ ...loginBodySchema.shape, workspace: z.string() });
export const forgotPasswordForm = z.object({ ...forgotPasswordBodySchema.shape, email: required(emailSchema) });
export const resetPasswordForm = newPasswordBodySchema;

export type LoginFormValues = z.input<typeof loginPageForm>;
export type LoginFormOutput = z.output<typeof loginPageForm>;
