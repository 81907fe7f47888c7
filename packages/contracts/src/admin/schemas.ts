/**
 * Administration (product-spec §2 employee cabinet tabs interface, AI settings, integrations; the
 * admin panel's mail check): what a company's admins set for the whole company. Decisions:
 * docs/modules/admin.md.
 */
import * as z from "zod/mini";
import { menuNamesSchema } from "../clients/schemas";
import { companyTaxIdSchema, emailSchema, idSchema } from "../validation";

export const adminLimits = {
  menuNameMaxChars: 40,
  menuKeysMax: 40,
  aiFieldMaxChars: 4000,
  aiPromptMaxChars: 8000,
} as const;

const menuKey = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

/**
 * PUT /api/clients/{id}/interface: the company's menu for every employee. Each part replaces the
 * stored one when sent; absent parts stay. Unknown keys are refused by the service (the menu's keys).
 */
export const interfaceBodySchema = z.strictObject({
  menuNames: z.optional(z.record(menuKey, menuNamesSchema)),
  menuOrder: z.optional(z.array(menuKey).check(z.maxLength(adminLimits.menuKeysMax))),
  /** Entries hidden from everyone's menu (the module stays reachable by its address and its rights). */
  menuHidden: z.optional(z.array(menuKey).check(z.maxLength(adminLimits.menuKeysMax))),
});
export type InterfaceBody = z.infer<typeof interfaceBodySchema>;

const aiText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** AI company data (product-spec §3): what an assistant is told about the company. Stored, not used yet. */
export const aiCompanyDataSchema = z.strictObject({
  prompt: aiText(adminLimits.aiPromptMaxChars),
  industry: aiText(adminLimits.aiFieldMaxChars),
  mission: aiText(adminLimits.aiFieldMaxChars),
  structure: aiText(adminLimits.aiFieldMaxChars),
  values: aiText(adminLimits.aiFieldMaxChars),
  terminology: aiText(adminLimits.aiFieldMaxChars),
  tone: aiText(adminLimits.aiFieldMaxChars),
});
export type AiCompanyData = z.infer<typeof aiCompanyDataSchema>;

const secretText = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));
const serviceUrl = z
  .string()
  .check(z.trim(), z.maxLength(1000), z.regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, "admin.integration_url_invalid"));

/**
 * PUT /api/clients/{id}/integrations: the 1C personnel system (HRM) link and the mailing service.
 * Per part, an object sets it, null removes it, absence keeps it; a secret left out keeps the
 * stored one (the browser never receives it back).
 */
export const companyIntegrationsBodySchema = z.strictObject({
  hrm: z.optional(
    z.nullable(
      z.strictObject({
        url: serviceUrl,
        login: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
        password: z.optional(secretText),
      }),
    ),
  ),
  mailing: z.optional(
    z.nullable(
      z.strictObject({
        service: z.enum(["sendsay"]),
        login: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
        apiKey: z.optional(secretText),
        /** The list new employees are added to. */
        list: z.optional(z.string().check(z.trim(), z.maxLength(200))),
      }),
    ),
  ),
});
export type CompanyIntegrationsBody = z.infer<typeof companyIntegrationsBodySchema>;

/** POST /api/clients/{id}/mail_test: a test mail to this address (default: the caller's own). */
export const mailTestBodySchema = z.optional(z.strictObject({ to: z.optional(emailSchema) }));
export type MailTestBody = z.infer<typeof mailTestBodySchema>;

/** Re-exported for the rule "the tax id is needed for the personnel-system link" (spec §5). */
export const integrationTaxIdSchema = companyTaxIdSchema;

export const adminClientParamsSchema = z.object({ id: idSchema });

/**
 * The service panel's tasks (product-spec §2 admin panel "service panel"): each rebuilds something
 * derived from the company's data, off the request path. Decisions: docs/modules/admin.md.
 */
export const requestableTasks = ["reindexSearch", "rebuildAnalytics", "resyncDirectory", "takeInventory"] as const;
/**
 * Every task a run records: the requestable ones, and `deleteCollection`, started only by
 * `DELETE /api/clients/{client}/{coll_name}` (it needs the collection and a typed confirmation).
 */
export const maintenanceTasks = [...requestableTasks, "deleteCollection"] as const;
export type MaintenanceTask = (typeof maintenanceTasks)[number];
export const maintenanceParamsSchema = z.object({ client_id: idSchema, task: z.enum(requestableTasks) });
export const maintenanceClientParamsSchema = z.object({ client_id: idSchema });

/**
 * A collection: one module's data set, declared in its core plugin (`collections`), named
 * `<module>` or `<module>.<part>` (docs/modules/admin.md "All data").
 */
export const collectionNameSchema = z.string().check(z.trim(), z.regex(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)?$/));

/** DELETE /api/clients/{client}/{coll_name}: the collection's items and files, confirmed by the workspace's name. */
export const deleteCollectionParamsSchema = z.object({ client: idSchema, coll_name: collectionNameSchema });
export const deleteCollectionBodySchema = z.strictObject({
  confirm: z.string().check(z.trim(), z.minLength(1, "common.empty_fields"), z.maxLength(100)),
});

/** GET /api/clients/hangedFilesByClient/{id}: the latest inventory's unreferenced files, a page at a time. */
export const hangedFilesQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
});

/** POST /api/clients/hangedFilesByClient/{id}/delete: files of the latest inventory's list. */
export const deleteHangedFilesBodySchema = z.strictObject({
  fileIds: z.pipe(
    z
      .array(z.string().check(z.trim(), z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/i, "common.validation")))
      .check(z.minLength(1, "common.empty_fields"), z.maxLength(100)),
    z.transform((ids) => [...new Set(ids.map((id) => id.toUpperCase()))]),
  ),
});
