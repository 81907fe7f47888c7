import { moduleFeatureNames } from "../generated/feature-names";
import * as z from "zod/mini";
import { manifestFeatures } from "../manifest";
import { featureRightSchema } from "../roles";
import {
  emailSchema,
  idSchema,
  loginSchema,
  optionalText,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  companyTaxIdSchema,
  workspaceSchema,
} from "../validation";

/** Module features a tenant can switch on or off (product-spec §2), from the manifest. */
export const featureCodes = manifestFeatures;
export const featureCodeSchema = z.enum(featureCodes);
export type FeatureCode = z.infer<typeof featureCodeSchema>;

export const startPages = [
  "company",
  "profile",
  "addressBook",
  "calendar",
  "groups",
  "articles",
  "task-tracker",
] as const;

export const clientSettingsSchema = z.object({
  start_page: z.optional(z.enum(startPages)),
  lang: z.optional(z.enum(["en", "ru", "ua"])),
  hideMoodMeter: z.optional(z.boolean()),
});
export type ClientSettings = z.infer<typeof clientSettingsSchema>;

const menuName = z.string().check(z.trim(), z.maxLength(40));

/** A menu entry's own name per language (empty or absent: the product's name in that language). */
export const menuNamesSchema = z.object({
  en: z.optional(menuName),
  ru: z.optional(menuName),
  ua: z.optional(menuName),
});
export type MenuNames = z.infer<typeof menuNamesSchema>;

const colorSchema = z.string().check(z.regex(/^#[0-9a-fA-F]{3,8}$/, "common.validation"));

export const clientDesignSchema = z.object({
  logo: optionalText(1000),
  header: optionalText(1000),
  sidePanel: optionalText(1000),
  colors: z.optional(z.record(z.string().check(z.maxLength(40)), colorSchema)),
  font: optionalText(100),
  /** Per menu key: one name for every language (older companies), or a name per language. */
  menuNames: z.optional(z.record(z.string().check(z.maxLength(40)), z.union([menuName, menuNamesSchema]))),
  menuOrder: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(40))),
  /** Entries hidden from everyone's menu (the admin's interface tab). */
  menuHidden: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(40))),
});
export type ClientDesign = z.infer<typeof clientDesignSchema>;

export const clientDataSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "clients.new_name_required"), z.maxLength(200)),
  access: optionalText(200),
  city: optionalText(100),
  phone: z.union([z.optional(phoneSchema), z.literal("")]),
  address: optionalText(300),
  director: optionalText(200),
  telegramChannel: optionalText(200),
  notes: optionalText(4000),
  taxId: companyTaxIdSchema,
  /** Storage quota in bytes. */
  storageLimitBytes: z.optional(z.number().check(z.int(), z.gte(0))),
});

export const createClientBodySchema = z.extend(clientDataSchema, {
  workspace: workspaceSchema,
  admin: z.object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: emailSchema,
    login: z.optional(loginSchema),
    password: z.optional(passwordSchema),
  }),
  design: z.optional(clientDesignSchema),
  settings: z.optional(clientSettingsSchema),
});
export type CreateClientBody = z.infer<typeof createClientBodySchema>;

export const updateClientBodySchema = z.extend(z.partial(clientDataSchema), {
  design: z.optional(clientDesignSchema),
  settings: z.optional(clientSettingsSchema),
  defaultRights: z.optional(z.array(featureRightSchema)),
});
export type UpdateClientBody = z.infer<typeof updateClientBodySchema>;

/**
 * PUT /api/clients/{id}/company: the company's own card, which its admins keep up to date (the
 * employee cabinet's "company data" tab). Access, notes and the storage quota stay the platform's.
 */
export const companyCardBodySchema = z.partial(
  z.pick(clientDataSchema, {
    name: true,
    city: true,
    phone: true,
    address: true,
    director: true,
    telegramChannel: true,
    taxId: true,
  }),
);
export type CompanyCardBody = z.infer<typeof companyCardBodySchema>;

/**
 * What a clone copies besides the settings (design, settings, features, default rights), each
 * through its owning module: the departments trees (without their people), the knowledge base's
 * folders (without their articles), the service catalogue (without its requests), the company's
 * own notification templates and default channels, the AI company data. People's data (users,
 * posts, chats, requests…) is never copied (docs/modules/admin.md).
 */
export const cloneParts = ["structure", "knowledgeBase", "services", "notifications", "ai"] as const;
export type ClonePart = (typeof cloneParts)[number];

/** The structure is copied unless declined; the rest only when chosen. */
export const cloneCopyDefaults = {
  structure: true,
  knowledgeBase: false,
  services: false,
  notifications: false,
  ai: false,
} as const satisfies Record<ClonePart, boolean>;

const copyChoice = (part: ClonePart) => z._default(z.boolean(), cloneCopyDefaults[part]);

export const cloneClientBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "clients.new_name_required"), z.maxLength(200)),
  copy: z._default(
    z.object({
      structure: copyChoice("structure"),
      knowledgeBase: copyChoice("knowledgeBase"),
      services: copyChoice("services"),
      notifications: copyChoice("notifications"),
      ai: copyChoice("ai"),
    }),
    { ...cloneCopyDefaults },
  ),
});
export type CloneClientBody = z.output<typeof cloneClientBodySchema>;
export type CloneClientBodyInput = z.input<typeof cloneClientBodySchema>;

export const clientStatuses = ["active", "blocked", "deleting"] as const;

/** Default quota of a new tenant: 10 GB. */
export const DEFAULT_STORAGE_LIMIT_BYTES = 10 * 1024 * 1024 * 1024;

/**
 * English names of the feature codes: GET /api/clients/features/all answers them, and the SPA's
 * English texts use this very map (ru and ua translate it), so the two cannot disagree. A new
 * module names its features in its own `<m>/feature-names.ts` (`…FeatureNames`, gathered by
 * `npm run gen`); a code with no name fails the type check.
 */
export const featureNames: Record<FeatureCode, string> = { ...namedHere(), ...moduleFeatureNames };

/** The names of the modules that came before feature-names.ts, and of those not built yet. */
function namedHere() {
  return {
    wall: "Company wall",
    address_book: "Address book",
    profile: "Profile",
    groups: "Groups",
    calendar: "Calendar",
    knowledge_base: "Knowledge base",
    vacancies: "Vacancies",
    services: "Services",
    polls: "Polls",
    chats: "Chats",
    structures: "Structure",
    no_silent: "Don't be silent",
    ideas: "Ideas",
    shop: "Shop",
    task_tracker: "Task tracker",
    adaptation: "Adaptation",
    vacations: "Vacations",
    lms: "Learning",
    lms_analytics: "Learning analytics",
    idp: "Development plans",
    mood: "Mood meter",
    analytics: "Analytics",
  };
}

/** Path parameters of the clients routes (names as the spec writes them). */
export const clientIdParamsSchema = z.object({ id: idSchema });
export const workspaceParamsSchema = z.object({ ws: workspaceSchema });
export const featureSwitchParamsSchema = z.object({ client_id: idSchema, code: featureCodeSchema });
export const cloneClientParamsSchema = z.object({ old: idSchema, workspace: workspaceSchema });

/** PUT features/switch/{client_id}/{code}: sets the flag, or toggles it when the body is absent. */
export const featureSwitchBodySchema = z.optional(z.object({ active: z.optional(z.boolean()) }));
