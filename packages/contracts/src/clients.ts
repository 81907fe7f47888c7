import { z } from "zod";
import { featureRightSchema } from "./roles";
import {
  emailSchema,
  loginSchema,
  optionalText,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  workspaceSchema,
} from "./validation";

/** Module features a tenant can switch on or off (menu keys of product-spec §2). */
export const featureCodes = [
  "wall",
  "address_book",
  "profile",
  "groups",
  "calendar",
  "knowledge_base",
  "vacancies",
  "services",
  "polls",
  "chats",
  "structures",
  "no_silent",
  "ideas",
  "shop",
  "task_tracker",
  "adaptation",
  "vacations",
  "lms",
  "lms_analytics",
  "idp",
  "mood",
  "analytics",
] as const;
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
  start_page: z.enum(startPages).optional(),
  lang: z.enum(["en", "ru", "ua"]).optional(),
  hideMoodMeter: z.boolean().optional(),
});
export type ClientSettings = z.infer<typeof clientSettingsSchema>;

const colorSchema = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, "common.validation");

export const clientDesignSchema = z.object({
  logo: optionalText(1000),
  header: optionalText(1000),
  sidePanel: optionalText(1000),
  colors: z.record(z.string().max(40), colorSchema).optional(),
  font: optionalText(100),
  menuNames: z.record(z.string().max(40), z.string().trim().max(40)).optional(),
  menuOrder: z.array(z.string().max(40)).max(40).optional(),
});
export type ClientDesign = z.infer<typeof clientDesignSchema>;

export const clientDataSchema = z.object({
  name: z.string().trim().min(1, "clients.new_name_required").max(200),
  access: optionalText(200),
  city: optionalText(100),
  phone: phoneSchema.optional().or(z.literal("")),
  address: optionalText(300),
  director: optionalText(200),
  telegramChannel: optionalText(200),
  notes: optionalText(4000),
  taxId: z
    .string()
    .regex(/^\d{10}$/, "common.validation")
    .optional()
    .or(z.literal("")),
  /** Storage quota in bytes. */
  storageLimitBytes: z.number().int().min(0).optional(),
});

export const createClientBodySchema = clientDataSchema.extend({
  workspace: workspaceSchema,
  admin: z.object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: emailSchema,
    login: loginSchema.optional(),
    password: passwordSchema.optional(),
  }),
  design: clientDesignSchema.optional(),
  settings: clientSettingsSchema.optional(),
});
export type CreateClientBody = z.infer<typeof createClientBodySchema>;

export const updateClientBodySchema = clientDataSchema.partial().extend({
  design: clientDesignSchema.optional(),
  settings: clientSettingsSchema.optional(),
  defaultRights: z.array(featureRightSchema).optional(),
});
export type UpdateClientBody = z.infer<typeof updateClientBodySchema>;

export const cloneClientBodySchema = z.object({ name: z.string().trim().min(1, "clients.new_name_required").max(200) });

export const clientStatuses = ["active", "blocked", "deleting"] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export interface ClientView extends z.infer<typeof clientDataSchema> {
  _id: string;
  workspace: string;
  status: ClientStatus;
  features: Array<{ code: FeatureCode; active: boolean }>;
  settings: ClientSettings;
  design: ClientDesign;
  defaultRights: z.infer<typeof featureRightSchema>[];
  storageUsedBytes: number;
  storageLimitBytes: number;
  createdAt: string;
}

/** Default quota of a new tenant: 10 GB. */
export const DEFAULT_STORAGE_LIMIT_BYTES = 10 * 1024 * 1024 * 1024;
