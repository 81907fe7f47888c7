/**
 * Tags (product-spec §3 Tag; rules-calls-errors-spec §7 "Tags and link blocks"): a company's
 * labels, one vocabulary per module (the knowledge base's articles, the vacancies, later tasks),
 * attached to that module's items. Shared by the API and the SPA.
 */
import * as z from "zod/mini";
import { idSchema } from "../validation";
import { moduleTagModels } from "../generated/tag-models";
import { pendingTagModels } from "./tag-model";

const declaredModels = { ...moduleTagModels, ...pendingTagModels } as const;

/** What a tag is attached to (the `{model}` of the attach and detach paths): each module declares its own (tag-model.ts). */
export type TagModel = keyof typeof declaredModels;
export const tagModels = Object.keys(declaredModels) as [TagModel, ...TagModel[]];

/** The modules that own a vocabulary of tags. */
export type TagModule = (typeof declaredModels)[TagModel];
export const tagModules = [...new Set(Object.values(declaredModels))] as [TagModule, ...TagModule[]];

/** The vocabulary a model's items take their tags from. */
export const tagModuleOf: Readonly<Record<TagModel, TagModule>> = declaredModels;

export const isTagModel = (value: string): value is TagModel => (tagModels as readonly string[]).includes(value);

/** The fixed palette (the SPA maps each to a colour of its theme); no colour = the neutral chip. */
export const tagColours = ["gray", "blue", "green", "yellow", "orange", "red", "violet", "teal"] as const;
export type TagColour = (typeof tagColours)[number];

export const tagLimits = {
  nameMax: 40,
  /** Tags of one module in one company. */
  tagsMax: 500,
  /** Tags on one item. */
  perItemMax: 20,
} as const;

const name = z
  .string({ error: "tags.name_required" })
  .check(z.trim(), z.minLength(1, "tags.name_required"), z.maxLength(tagLimits.nameMax, "tags.name_too_long"));
const colour = z.enum(tagColours, { error: "common.validation" });

/** GET /api/tag/{client}/{module}. */
export const tagListParamsSchema = z.object({ client: idSchema, module: z.enum(tagModules) });
/** `tmpl`: the typed text; tags whose name contains it (any case), for an autocomplete. */
export const tagListQuerySchema = z.object({
  tmpl: z.optional(z.string().check(z.trim(), z.maxLength(tagLimits.nameMax))),
});
export type TagListQuery = z.output<typeof tagListQuerySchema>;

/** POST /api/tag: a tag in the caller's company. */
export const createTagBodySchema = z.object({ module: z.enum(tagModules), name, colour: z.optional(colour) });
export type CreateTagBody = z.output<typeof createTagBodySchema>;
export type CreateTagInput = z.input<typeof createTagBodySchema>;

/** PUT /api/tags/{id}: a new name, a new colour (null: none), or both. */
export const updateTagBodySchema = z
  .object({ name: z.optional(name), colour: z.optional(z.nullable(colour)) })
  .check(z.refine((body) => body.name !== undefined || body.colour !== undefined, "common.empty_fields"));
export type UpdateTagBody = z.output<typeof updateTagBodySchema>;

export const tagParamsSchema = z.object({ id: idSchema });
export const tagClientParamsSchema = z.object({ client: idSchema, tag: idSchema });

/** `{model}` is checked by the service (an unknown one is 404 `tags.unknown_model`, like an unknown path). */
const model = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));
export const tagItemParamsSchema = z.object({ model, item: idSchema });
export const tagDetachParamsSchema = z.object({ id: idSchema, model, item: idSchema });

/** PUT /api/tag/attach/to/{model}/{item}: tags ADDED to the item's (those it has stay). */
export const attachTagsBodySchema = z.object({
  tagIds: z
    .array(idSchema)
    .check(z.minLength(1, "common.empty_fields"), z.maxLength(tagLimits.perItemMax, "tags.too_many_on_item")),
});
export type AttachTagsBody = z.output<typeof attachTagsBodySchema>;
