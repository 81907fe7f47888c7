import { z } from "zod";
import { limits } from "./limits";

/**
 * Field rules shared by the API and the SPA's forms (rules-calls-errors-spec §5). Messages are
 * catalogue codes, so both sides show the same localised text.
 */
export const emailSchema = z.string().trim().toLowerCase().max(254).email("common.validation");

/** Login: latin letters, digits and . _ - @ (no spaces or other characters). */
export const loginSchema = z
  .string()
  .trim()
  .min(2, "login.no_login")
  .max(64)
  .regex(/^[A-Za-z0-9._@-]+$/, "login.illegal_characters");

/** Passwords: at least 6 visible characters; whitespace and control characters are illegal. */
export const passwordSchema = z
  .string()
  .min(limits.passwordMinLength, "login.password_too_short")
  .max(128)
  .regex(/^[^\s\p{C}]+$/u, "login.illegal_characters");

/** Workspace code: latin letters and digits only (spec §5 Company and client). */
export const workspaceSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9]+$/, "clients.workspace_invalid");

/** Names: required, trimmed, no control characters. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, "common.empty_fields")
  .max(100)
  .regex(/^[^\p{C}]*$/u, "login.illegal_characters");

export const idSchema = z.string().trim().min(1).max(64);
export const optionalText = (max: number) => z.string().trim().max(max).optional();
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "common.validation");
export const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[0-9()\-\s]{3,32}$/, "common.validation");

/** A tax id: 10 digits (spec §9); empty clears it. */
export const taxIdSchema = z
  .string()
  .regex(/^\d{10}$/, "common.tax_id_invalid")
  .optional()
  .or(z.literal(""));

const TAX_ID_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];

/** The check digit of a 10-digit company tax id (INN): weighted sum mod 11 mod 10 equals the last digit. */
export function isValidCompanyTaxId(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const sum = TAX_ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return (sum % 11) % 10 === Number(value[9]);
}

/** A company's tax id: 10 digits "and valid" (spec §5 Company and client), i.e. with a correct check digit. */
export const companyTaxIdSchema = taxIdSchema.refine(
  (value) => !value || isValidCompanyTaxId(value),
  "common.tax_id_invalid",
);
