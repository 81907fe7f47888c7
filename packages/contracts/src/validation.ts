import * as z from "zod/mini";
import { limits } from "./limits";

/**
 * Field rules shared by the API and the SPA's forms (rules-calls-errors-spec §5). Messages are
 * catalogue codes, so both sides show the same localised text.
 */
export const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email("common.invalid_email"));

/** Login: latin letters, digits and . _ - @ (no spaces or other characters). */
export const loginSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(2, "login.no_login"),
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9._@-]+$/, "login.illegal_characters"),
  );

/** Passwords: at least 6 visible characters; whitespace and control characters are illegal. */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(limits.passwordMinLength, "login.password_too_short"),
    z.maxLength(128),
    z.regex(/^[^\s\p{C}]+$/u, "login.illegal_characters"),
  );

/** Workspace code: latin letters and digits only (spec §5 Company and client). */
export const workspaceSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(2),
    z.maxLength(40),
    z.regex(/^[a-z0-9]+$/, "clients.workspace_invalid"),
  );

/** Names: required, trimmed, no control characters. */
export const personNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "common.empty_fields"),
    z.maxLength(100),
    z.regex(/^[^\p{C}]*$/u, "login.illegal_characters"),
  );

export const idSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
export const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
export const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "common.validation"));
export const phoneSchema = z
  .string()
  .check(z.trim(), z.maxLength(32), z.regex(/^\+?[0-9()\-\s]{3,32}$/, "common.invalid_phone"));

/** A tax id: 10 digits (spec §9); empty clears it. */
export const taxIdSchema = z.union([
  z.optional(z.string().check(z.regex(/^\d{10}$/, "common.tax_id_invalid"))),
  z.literal(""),
]);

const TAX_ID_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];

/** The check digit of a 10-digit company tax id (INN): weighted sum mod 11 mod 10 equals the last digit. */
export function isValidCompanyTaxId(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const sum = TAX_ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return (sum % 11) % 10 === Number(value[9]);
}

/** A company's tax id: 10 digits "and valid" (spec §5 Company and client), i.e. with a correct check digit. */
export const companyTaxIdSchema = taxIdSchema.check(
  z.refine((value) => !value || isValidCompanyTaxId(value), "common.tax_id_invalid"),
);

/** An absolute http(s) URL with a host (no javascript:, data:, mailto:, relative or protocol-relative links). */
export function isExternalUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An optional web address (a profile's social network link): an absolute http(s) URL; empty clears it. */
export const optionalWebUrl = (max = 500) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(max),
      z.refine((value) => value === "" || isExternalUrl(value), "common.validation"),
    ),
  );
