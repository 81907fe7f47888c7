/**
 * The audit journal (product-spec §2 admin panel "logs"; rules spec §7 Clients `GET
 * /api/journal/{client_id}` and `/section/{section}`): one entry per administrative change, written
 * in the same transaction as the change. Decisions: docs/modules/journal.md.
 */
import * as z from "zod/mini";
import { idSchema, isoDateSchema } from "../validation";

/** What an entry is about, by the admin screens that make such changes. */
export const journalSections = [
  "employees",
  "rights",
  "company",
  "features",
  "design",
  "notifications",
  "data",
  "maintenance",
  "access",
] as const;
export type JournalSection = (typeof journalSections)[number];
export const journalSectionSchema = z.enum(journalSections);

/** Every kind of administrative change, with the section it belongs to. */
export const journalActions = {
  "employee.create": "employees",
  "employee.update": "employees",
  "employee.fire": "employees",
  "employee.delete": "employees",
  "employee.restore": "employees",
  "employee.import": "employees",
  "role.grant": "rights",
  "role.revoke": "rights",
  "rights.set": "rights",
  "rights.role": "rights",
  "rights.defaults": "rights",
  "company.update": "company",
  "company.settings": "company",
  "company.card": "company",
  "company.interface": "company",
  "company.ai": "company",
  "company.integrations": "company",
  "company.sso": "company",
  "company.networks": "company",
  "company.signInPolicy": "company",
  "feature.switch": "features",
  "design.update": "design",
  "template.create": "notifications",
  "template.update": "notifications",
  "template.delete": "notifications",
  "notifications.defaults": "notifications",
  "notifications.integrations": "notifications",
  "client.create": "data",
  "client.clone": "data",
  "client.delete": "data",
  "data.delete": "data",
  "files.delete": "data",
  "data.export": "data",
  "maintenance.run": "maintenance",
  "mail.test": "maintenance",
  "sections.create": "maintenance",
  "superadmin.enter": "access",
  "client.block": "access",
  "client.unblock": "access",
} as const satisfies Record<string, JournalSection>;
export type JournalAction = keyof typeof journalActions;
export const journalActionCodes = Object.keys(journalActions) as JournalAction[];
export const journalActionSchema = z.enum(journalActionCodes as [JournalAction, ...JournalAction[]]);

export const journalLimits = {
  pageDefault: 50,
  pageMax: 100,
  /** A value kept in `before`/`after` is cut to this many characters (a long text is not an audit fact). */
  valueMaxChars: 500,
  /** Fields kept per entry (a change of more fields keeps the first ones and says how many were left). */
  changesMax: 40,
} as const;

export const journalClientParamsSchema = z.object({ client_id: idSchema });
export const journalSectionParamsSchema = z.object({ client_id: idSchema, section: journalSectionSchema });

/** Filters: a period (days, inclusive, UTC), who acted, what was acted on, one action, paging. */
export const journalQuerySchema = z.object({
  from: z.optional(isoDateSchema),
  to: z.optional(isoDateSchema),
  actor: z.optional(idSchema),
  target: z.optional(idSchema),
  action: z.optional(journalActionSchema),
  /** Only the changes a superadmin made inside the workspace. */
  superadmin: z.optional(z.enum(["true", "false"])),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(journalLimits.pageMax)),
    journalLimits.pageDefault,
  ),
});
export type JournalQuery = z.infer<typeof journalQuerySchema>;

export const journalExportQuerySchema = z.extend(z.omit(journalQuerySchema, { cursor: true, limit: true }), {
  section: z.optional(journalSectionSchema),
  lang: z._default(z.enum(["en", "ru", "ua"]), "en"),
});
export type JournalExportQuery = z.infer<typeof journalExportQuerySchema>;
