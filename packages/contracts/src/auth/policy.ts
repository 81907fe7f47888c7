import * as z from "zod/mini";

/**
 * A company's sign-in policy (issue 41 item 3), set by its admins in the employee cabinet:
 * whether passwords may be used, the e-mail domains whose people must sign in with the company's
 * SSO (a domain belongs to one company only), how long a session lasts, and whether admins need
 * two-factor authentication. The platform's superadmins are never bound by it.
 */
export interface SignInPolicy {
  passwordSignIn: boolean;
  ssoDomains: string[];
  sessionHours: number;
  adminTwoFactor: boolean;
}

/** Session length bounds; the default is the access token's own lifetime (12 h). */
export const sessionHoursBounds = { min: 1, max: 720, default: 12 } as const;

/** How many domains one company may capture (a few brands, not a registry). */
export const ssoDomainsMax = 20;

export const defaultSignInPolicy: SignInPolicy = {
  passwordSignIn: true,
  ssoDomains: [],
  sessionHours: sessionHoursBounds.default,
  adminTwoFactor: false,
};

/** An e-mail domain as people type it: trimmed, lower case, labels of letters, digits and hyphens. */
export const ssoDomainSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(253, "login.sso_domain_invalid"),
    z.regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, "login.sso_domain_invalid"),
  );

export const signInPolicySchema = z.object({
  passwordSignIn: z.boolean(),
  ssoDomains: z.array(ssoDomainSchema).check(z.maxLength(ssoDomainsMax, "login.sso_domains_too_many")),
  sessionHours: z
    .number()
    .check(
      z.int("login.session_hours_invalid"),
      z.minimum(sessionHoursBounds.min, "login.session_hours_invalid"),
      z.maximum(sessionHoursBounds.max, "login.session_hours_invalid"),
    ),
  adminTwoFactor: z.boolean(),
});
export type SignInPolicyBody = z.infer<typeof signInPolicySchema>;

/** GET/PUT /api/clients/{id}/settings/signIn answer: the policy of that company. */
export interface SignInPolicyView extends SignInPolicy {
  client_id: string;
}
