import * as z from "zod/mini";
import { emailSchema, idSchema, workspaceSchema } from "../validation";

/** The kinds of corporate identity provider a company may connect (Microsoft Entra ID is the spec's "Outlook login"). */
export const ssoProviderTypes = ["microsoft", "google", "oidc", "saml"] as const;
export type SsoProviderType = (typeof ssoProviderTypes)[number];

/**
 * POST /api/sso/discover: the e-mail a person typed on the login page (only its domain is used:
 * domain capture), or the workspace of a company's own login page (/login/<workspace>).
 */
export const ssoDiscoverBodySchema = z.union([
  z.object({ email: emailSchema }),
  z.object({ workspace: workspaceSchema }),
]);
export type SsoDiscoverBody = z.infer<typeof ssoDiscoverBodySchema>;

/** POST /api/sso/session: the Cognito ID token Amplify got at the end of its redirect flow. */
export const ssoSessionBodySchema = z.object({
  idToken: z.string().check(z.minLength(1, "sso.token_invalid"), z.maxLength(8000, "sso.token_invalid")),
});

/** POST /api/outlook/login (rules-calls-errors-spec §7): the authorization code the provider sent to /authorize. */
export const outlookLoginBodySchema = z.object({ code: z.string().check(z.minLength(1), z.maxLength(4000)) });

const httpsUrl = z.string().check(z.trim(), z.maxLength(500), z.regex(/^https:\/\/[^\s]+$/, "sso.issuer_invalid"));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/**
 * PUT /api/clients/{id}/settings/sso. `issuer` is the Entra tenant id (microsoft), the issuer URL
 * (oidc) or the metadata URL (saml); Google needs none. `clientSecret` is write-only: absent keeps
 * the stored one. What each type needs is checked here, so a bad body changes nothing.
 */
export const ssoSettingsBodySchema = z
  .object({
    enabled: z.boolean(),
    type: z.enum(ssoProviderTypes),
    displayName: z.string().check(z.trim(), z.minLength(1, "sso.display_name_required"), z.maxLength(80)),
    issuer: z._default(text(500), ""),
    clientId: z._default(text(300), ""),
    clientSecret: z.optional(z.string().check(z.minLength(1, "sso.secret_required"), z.maxLength(1000))),
  })
  .check(
    z.refine((body) => body.type === "google" || body.issuer.length > 0, {
      message: "sso.issuer_required",
      path: ["issuer"],
    }),
    z.refine((body) => body.type !== "microsoft" || !body.issuer || /^[A-Za-z0-9.-]{1,100}$/.test(body.issuer), {
      message: "sso.issuer_invalid",
      path: ["issuer"],
    }),
    z.refine(
      (body) => !["oidc", "saml"].includes(body.type) || !body.issuer || httpsUrl.safeParse(body.issuer).success,
      {
        message: "sso.issuer_invalid",
        path: ["issuer"],
      },
    ),
    z.refine((body) => body.type === "saml" || body.clientId.length > 0, {
      message: "sso.client_id_required",
      path: ["clientId"],
    }),
  );
export type SsoSettingsBody = z.infer<typeof ssoSettingsBodySchema>;

export const ssoClientParamsSchema = z.object({ id: idSchema });
