/**
 * Services and business processes (product-spec §1, §3 Service group, Service, Step, field types;
 * §4 Service request; rules-calls-errors-spec §5 Services, §7, §9): a catalogue of services in
 * groups; ordering one starts a request that walks through the service's steps, each answered by
 * its performers. Shared by the API and the SPA (the order form checks values with the same rules).
 */
import * as z from "zod/mini";
import { audienceSchema } from "../audiences/schemas";
import { limits } from "../limits";
import { emailSchema, idSchema, isoDateSchema, phoneSchema } from "../validation";

export const serviceLimits = {
  /** Rules spec §9: at most 5 steps, 10 form fields, 5 performers per step; a string field under 50. */
  stepsMax: limits.serviceMaxSteps,
  fieldsMax: limits.serviceMaxFields,
  performersMax: limits.serviceMaxPerformersPerStep,
  stringMax: limits.serviceStringFieldMax,
  nameMax: 200,
  groupNameMax: 100,
  descriptionMax: 20_000,
  fieldNameMax: 100,
  optionsMax: 20,
  optionMax: 100,
  textMax: 5000,
  reasonMax: 1000,
  filesMax: 5,
  usersMax: 20,
  dayLimitMax: 365,
  audiencesMax: 50,
  /** A request may go back to its initiator and return this many times (its history stays bounded). */
  roundsMax: 20,
  /** History entries a request keeps (transitions and comments): its one item stays far below 400 KB. */
  historyMax: 200,
  /** Services per company: the catalogue is one Query (docs/modules/services.md). */
  servicesMax: 500,
  groupsMax: 100,
  pageSize: 20,
  pageMax: 100,
} as const;

/** Product-spec §3 field types: text up to 49 characters, long text, number, date, date period… */
export const fieldTypes = [
  "string",
  "text",
  "number",
  "date",
  "period",
  "select",
  "checkbox",
  "file",
  "department",
  "user",
  "users",
  "phone",
  "email",
] as const;
export type FieldType = (typeof fieldTypes)[number];

/** A simple service is one stage (one step); a multi-stage one walks 2 to 5 steps. */
export const serviceTypes = ["simple", "multi"] as const;
export type ServiceType = (typeof serviceTypes)[number];

const named = (max: number, code: string) =>
  z.string({ error: code }).check(z.trim(), z.minLength(1, code), z.maxLength(max, "services.validation_error"));

/** Field ids are stable keys of the values (`f1`, `f2`…; a step's fields are `s1f1`…): the form sends them. */
export const fieldIdSchema = z.string().check(z.regex(/^[a-z0-9_]{1,24}$/, "services.validation_error"));

/** One field of an order form or of a step (rules spec §5: the form's fields need names). */
export const fieldSchema = z
  .object({
    id: fieldIdSchema,
    name: named(serviceLimits.fieldNameMax, "services.field_name_required"),
    type: z.enum(fieldTypes, { error: "services.validation_error" }),
    required: z._default(z.boolean(), false),
    /** The choices of a `select` field (2 to 20); other types carry none. */
    options: z._default(
      z
        .array(named(serviceLimits.optionMax, "services.empty_options"))
        .check(z.maxLength(serviceLimits.optionsMax, "services.validation_error")),
      [],
    ),
    hint: z._default(z.string().check(z.trim(), z.maxLength(300, "services.validation_error")), ""),
  })
  .check(
    z.refine((field) => field.type !== "select" || field.options.length >= 2, {
      message: "services.empty_options",
      path: ["options"],
    }),
  );
export type FieldInput = z.input<typeof fieldSchema>;
export type Field = z.output<typeof fieldSchema>;

const fieldsSchema = z.array(fieldSchema).check(
  z.maxLength(serviceLimits.fieldsMax, "services.too_many_fields"),
  z.refine((fields) => new Set(fields.map((field) => field.id)).size === fields.length, "services.validation_error"),
);

/**
 * Who answers a step (product-spec §3): the initiator, the initiator's direct chief (the
 * structure's chain), one employee, or several (≤ 5; the first answer decides).
 */
export const performerSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("initiator") }),
  z.object({ kind: z.literal("chief") }),
  z.object({ kind: z.literal("user"), userId: idSchema }),
  z.object({
    kind: z.literal("users"),
    userIds: z
      .array(idSchema)
      .check(
        z.minLength(1, "services.no_performers"),
        z.maxLength(serviceLimits.performersMax, "services.too_many_performers"),
      ),
  }),
]);
export type Performer = z.output<typeof performerSchema>;
export type PerformerKind = Performer["kind"];

const dayLimitSchema = z._default(
  z.number().check(z.int("services.validation_error"), z.gte(0), z.lte(serviceLimits.dayLimitMax)),
  0,
);

/** A step of a business process (product-spec §3 Step); `dayLimit` working days, 0: no due date. */
export const stepSchema = z.object({
  name: named(serviceLimits.nameMax, "services.step_name_required"),
  performer: performerSchema,
  /** What the performer fills when approving (their own fields, ≤ 10). */
  fields: z._default(fieldsSchema, []),
  /** A review step: its performer may also return the request to the initiator for changes. */
  review: z._default(z.boolean(), false),
  dayLimit: dayLimitSchema,
});
export type StepInput = z.input<typeof stepSchema>;
export type Step = z.output<typeof stepSchema>;

/** A step as stored and shown: with its stable id (`s1`…, never reused within the service). */
export const storedStepSchema = z.extend(stepSchema, { id: z.string().check(z.regex(/^s\d{1,3}$/)) });
export type StoredStep = z.output<typeof storedStepSchema>;

/**
 * POST /api/bp and PUT /api/bp/{id} (rules spec §5): a name, a group and a description (the
 * service's own text, or a knowledge-base article), a form with at least one named field, and who
 * may order it (everyone, or audiences). Steps: at most 5; a multi-stage service needs 2 before it
 * can be ordered (checked when a request starts, so a service can be built step by step).
 */
export const serviceBodySchema = z
  .object({
    name: named(serviceLimits.nameMax, "services.name_required"),
    groupId: z.string({ error: "services.group_required" }).check(z.trim(), z.minLength(1, "services.group_required")),
    description: z._default(
      z.string().check(z.maxLength(serviceLimits.descriptionMax, "services.validation_error")),
      "",
    ),
    /** A knowledge-base article that describes the service (instead of, or besides, the description). */
    articleId: z.optional(z.nullable(idSchema)),
    type: z._default(z.enum(serviceTypes, { error: "services.validation_error" }), "simple"),
    /** The department responsible for the service: its members see all its orders. */
    departmentId: z.optional(z.nullable(idSchema)),
    /** The whole request's day limit (working days; 0: none). */
    dayLimit: dayLimitSchema,
    forAll: z._default(z.boolean(), true),
    audiences: z._default(z.array(audienceSchema).check(z.maxLength(serviceLimits.audiencesMax)), []),
    /** A template is a blueprint for new services: listed in bp/tmpls, not ordered. */
    template: z._default(z.boolean(), false),
    /** Requests of this service carry a discussion. */
    comments: z._default(z.boolean(), true),
    fields: fieldsSchema.check(z.minLength(1, "services.no_fields")),
    /** The whole route; a step sent with the id it has keeps it (PUT), one without gets a new one. */
    steps: z._default(
      z
        .array(z.extend(stepSchema, { id: z.optional(z.string().check(z.regex(/^s\d{1,3}$/))) }))
        .check(z.maxLength(serviceLimits.stepsMax, "services.too_many_steps")),
      [],
    ),
  })
  .check(
    // A description is required: written, or an article's.
    z.refine((body) => body.description.replace(/<[^>]*>/g, "").trim() !== "" || !!body.articleId, {
      message: "services.description_required",
      path: ["description"],
    }),
    // The form's receivers (rules spec §5): everyone, or at least one audience.
    z.refine((body) => body.forAll || body.audiences.length > 0, {
      message: "services.no_receivers",
      path: ["audiences"],
    }),
    z.refine((body) => body.type === "multi" || body.steps.length <= 1, {
      message: "services.simple_one_step",
      path: ["steps"],
    }),
  );
export type ServiceBodyInput = z.input<typeof serviceBodySchema>;
export type ServiceBody = z.output<typeof serviceBodySchema>;

export const serviceGroupBodySchema = z.object({ name: named(serviceLimits.groupNameMax, "services.name_required") });
export type ServiceGroupBody = z.output<typeof serviceGroupBodySchema>;

/** POST /api/bp/convert/{id}: to the other type; a multi-stage service keeps only its first step as simple. */
export const convertBodySchema = z.object({ type: z.enum(serviceTypes, { error: "services.validation_error" }) });
export type ConvertBody = z.output<typeof convertBodySchema>;

/** A period field's value. */
export const periodValueSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .check(z.refine((period) => period.from <= period.to, "services.bad_value"));

/**
 * A value by field type (rules spec §5: a string field under 50 characters). The server checks
 * every value against its field with this; the order form uses it too. Files, departments and
 * people are ids the server also checks exist in the company.
 */
export function fieldValueSchema(type: FieldType): z.ZodMiniType {
  switch (type) {
    case "string":
      return z.string().check(z.trim(), z.maxLength(serviceLimits.stringMax, "services.string_too_long"));
    case "text":
      return z.string().check(z.trim(), z.maxLength(serviceLimits.textMax, "services.bad_value"));
    case "number":
      return z.number({ error: "services.bad_value" }).check(z.refine(Number.isFinite, "services.bad_value"));
    case "date":
      return isoDateSchema;
    case "period":
      return periodValueSchema;
    case "select":
      return z.string().check(z.trim(), z.maxLength(serviceLimits.optionMax, "services.bad_value"));
    case "checkbox":
      return z.boolean({ error: "services.bad_value" });
    case "file":
      return z.array(idSchema).check(z.maxLength(serviceLimits.filesMax, "services.bad_value"));
    case "department":
    case "user":
      return idSchema;
    case "users":
      return z.array(idSchema).check(z.maxLength(serviceLimits.usersMax, "services.bad_value"));
    case "phone":
      return phoneSchema;
    case "email":
      return emailSchema;
  }
}

/** What a field's value may be (checked by type against its field). */
export type FieldValue = string | number | boolean | string[] | { from: string; to: string };

/** Values by field id; an empty optional field is left out. */
export const fieldValuesSchema = z.record(fieldIdSchema, z.unknown());
export type FieldValues = Record<string, FieldValue>;

/** POST /api/bp/start and /api/user/send_service_req: the order form's values. */
export const startRequestBodySchema = z.object({
  serviceId: idSchema,
  values: z._default(fieldValuesSchema, {}),
});
export type StartRequestBody = z.output<typeof startRequestBodySchema>;

/**
 * POST /api/bp/{id}/pass_step (product-spec §4): a performer approves (with their step's fields) or
 * declines with a reason; on a review step returns it to the initiator with a reason; the initiator
 * resubmits a returned request with changed values, or withdraws it. `revision` is the request's as
 * the caller saw it: two answers to one step, one wins and the other is told who answered. A
 * `comment` (its text in `reason`) adds to the history of an open request without moving it (and
 * without changing its revision), for anyone who may read it.
 */
export const stepActions = ["approve", "decline", "return", "resubmit", "withdraw", "comment"] as const;
export type StepAction = (typeof stepActions)[number];
export const passStepBodySchema = z.object({
  action: z.enum(stepActions, { error: "services.invalid_action" }),
  revision: z.number().check(z.int(), z.gte(0)),
  values: z._default(fieldValuesSchema, {}),
  reason: z._default(z.string().check(z.trim(), z.maxLength(serviceLimits.reasonMax, "services.validation_error")), ""),
});
export type PassStepBody = z.output<typeof passStepBodySchema>;

export const requestStatuses = ["in_progress", "review", "done", "rejected", "withdrawn"] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const isFinished = (status: RequestStatus) =>
  status === "done" || status === "rejected" || status === "withdrawn";

export const serviceParamsSchema = z.object({ id: idSchema });
export const stepParamsSchema = z.object({
  bp: idSchema,
  step_id: z.string().check(z.regex(/^s\d{1,3}$/, "services.step_not_found")),
});
export const requestFileParamsSchema = z.object({ id: idSchema, file: idSchema });
export const serviceStepParamsSchema = z.object({ bp: idSchema });
export const clientParamsSchema = z.object({ client: idSchema });
export const userParamsSchema = z.object({ user: idSchema });

const cursor = z.optional(z.string().check(z.maxLength(2000)));
const limit = z._default(
  z.coerce.number().check(z.int(), z.gte(1), z.lte(serviceLimits.pageMax)),
  serviceLimits.pageSize,
);
const flag = z.optional(z.enum(["true", "false"]));

/** The catalogue: one group's services, or those matching words. */
export const catalogueQuerySchema = z.object({
  group: z.optional(idSchema),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

/** GET /api/bp/runned/{user}: the person's requests, newest first; `bp` one service, `finished`, `from`/`to` dates. */
export const runnedQuerySchema = z.object({
  bp: z.optional(idSchema),
  finished: flag,
  from: z.optional(isoDateSchema),
  to: z.optional(isoDateSchema),
  cursor,
  limit,
});
export type RunnedQuery = z.output<typeof runnedQuerySchema>;

/** GET /api/bp/{id}/orders: a service's requests for its department and admins. */
export const ordersQuerySchema = z.object({
  status: z.optional(z.enum(requestStatuses)),
  from: z.optional(isoDateSchema),
  to: z.optional(isoDateSchema),
  cursor,
  limit,
});
export type OrdersQuery = z.output<typeof ordersQuerySchema>;

export const inboxQuerySchema = z.object({ cursor, limit });
