/**
 * The notification center, notification templates, channel settings and outbound integrations
 * (product-spec §1 channels, §3 Notification and Notification template, §4 Notification;
 * rules-calls-errors-spec §7 Notifications and `GET and PUT /api/user/notifications/…`).
 * Shared by the API, the SPA and the modules that notify people.
 */
import * as z from "zod/mini";
import { autoParamsSchema } from "../autoValues.schema";
import { manifestSections } from "../manifest";
import { limits } from "../limits";
import { idSchema } from "../validation";

/** Sections a notification belongs to (product-spec §3), one per module in the manifest; `all` is only a filter of the center. */
export const notificationSections = manifestSections;
export const notificationSectionSchema = z.enum(notificationSections);
export type NotificationSection = z.infer<typeof notificationSectionSchema>;

export const notificationSectionFilters = ["all", ...notificationSections] as const;
export const notificationSectionFilterSchema = z.enum(notificationSectionFilters);
export type NotificationSectionFilter = z.infer<typeof notificationSectionFilterSchema>;

/**
 * Delivery channels (product-spec §1): `system` is the popup ("channel system means popup"),
 * `sound` the sound with it, `center` the notification center (and its unread badge); Telegram,
 * MS Teams and Slack post to the tenant's configured chat or channel.
 */
export const notificationChannels = ["system", "sound", "email", "center", "telegram", "teams", "slack"] as const;
export const notificationChannelSchema = z.enum(notificationChannels);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;
export type ChannelSwitches = Record<NotificationChannel, boolean>;

/**
 * `{time}` of the center's page path: `now`, an ISO date-time or epoch milliseconds (items strictly
 * older), or the id of the last item of the previous page (items after it in the list: ties of the
 * same millisecond are neither skipped nor repeated). The page answer's `next` is such an id.
 */
export type NotificationPosition = { before: "now" } | { beforeTime: number } | { beforeId: string };

/** What applies when neither the tenant nor the user chose: in-app on, everything outside off. */
export const defaultChannelSwitches: ChannelSwitches = {
  system: true,
  sound: true,
  email: false,
  center: true,
  telegram: false,
  teams: false,
  slack: false,
};

/** Server-side limits of the module (the spec names none). */
export const notificationLimits = {
  pageSize: limits.feedPageSize,
  titleMaxChars: 200,
  bodyMaxChars: 5_000,
  templateShortMaxChars: 2_000,
  templateFullMaxChars: 20_000,
  templateVariablesMax: 50,
  variableValueMaxChars: 2_000,
  linkMaxChars: 1_000,
  /** Recipients one admin request names (or `all`, which pages through the tenant). */
  recipientsMax: 1_000,
} as const;

/** Ids are ULIDs: 26 Crockford base-32 characters, the first 10 the creation time. */
export const notificationIdSchema = z.pipe(
  z.string().check(z.trim(), z.regex(/^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/, "common.validation")),
  z.transform((id) => id.toUpperCase()),
);

/** A link inside the SPA (`/post/…`) or an absolute https address; never `javascript:` and the like. */
export const notificationLinkSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(notificationLimits.linkMaxChars, "common.validation"),
    z.regex(/^(\/(?![/\\])[^\s]*|https:\/\/[^\s/]+[^\s]*)$/, "common.validation"),
  );

/** What kind of event caused a notification (`thanks`, `mention`, `announcement`, …; modules add theirs). */
export const notificationKindSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9][a-z0-9_.-]*$/, "common.validation"));

const maxUlidTime = 2 ** 48 - 1;

export function parseNotificationPosition(raw: string): NotificationPosition | undefined {
  const value = raw.trim();
  if (value === "now") return { before: "now" };
  const id = notificationIdSchema.safeParse(value);
  if (id.success) return { beforeId: id.data };
  let time: number;
  if (/^\d{1,15}$/.test(value)) time = Number(value);
  else if (/^\d{4}-\d{2}-\d{2}/.test(value)) time = Date.parse(value);
  else return undefined;
  if (!Number.isFinite(time) || time < 0 || time > maxUlidTime) return undefined;
  return { beforeTime: time };
}

export const notificationPositionSchema = z.pipe(
  z.string().check(z.maxLength(40)),
  z.transform((raw, context) => {
    const position = parseNotificationPosition(raw);
    if (!position) {
      context.issues.push({ code: "custom", message: "common.validation", input: raw });
      return z.NEVER;
    }
    return position;
  }),
);

/** One notification as the API and the socket show it. `title` and `body` are HTML-safe text. */
export const notificationViewSchema = z.object({
  _id: z.string(),
  client_id: z.string(),
  user_id: z.string(),
  section: notificationSectionSchema,
  time: z.string(),
  read: z.boolean(),
  readAt: z.optional(z.string()),
  title: z.string(),
  body: z.string(),
  link: z.optional(z.string()),
  /** The user whose action caused it (absent for system notifications). */
  actor: z.optional(z.string()),
  kind: z.string(),
  /**
   * A built-in template's code and its typed values (notificationTexts.ts, autoTexts.ts): the SPA
   * renders `title` and `body` from them in the reader's current language. Absent for explicit texts and tenant templates.
   */
  template: z.optional(z.string()),
  params: z.optional(autoParamsSchema),
  /** False when the user's center is off: the notification was pushed or mailed but not stored. */
  stored: z.optional(z.boolean()),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

const readFlagSchema = z.pipe(
  z.enum(["true", "false"]),
  z.transform((flag) => flag === "true"),
);

/** GET /api/notification/{client_id}/{section}/{user_id}/{time}?read= */
export const notificationPageParamsSchema = z.object({
  client_id: idSchema,
  section: notificationSectionFilterSchema,
  user_id: idSchema,
  time: notificationPositionSchema,
});
export const notificationPageQuerySchema = z.object({ read: z.optional(readFlagSchema) });

/** GET /api/notification/{client_id}/all?time=&read= : the caller's own notifications. */
export const notificationMineParamsSchema = z.object({ client_id: idSchema });
export const notificationMineQuerySchema = z.object({
  time: z.optional(notificationPositionSchema),
  read: z.optional(readFlagSchema),
  section: z.optional(notificationSectionFilterSchema),
});

export const notificationUnreadParamsSchema = z.object({ client_id: idSchema, user_id: idSchema });
export const notificationIdParamsSchema = z.object({ id: notificationIdSchema });
/** GET /api/notification/{id}?user_id= : an admin may read another user's notification. */
export const notificationGetQuerySchema = z.object({ user_id: z.optional(idSchema) });
export const notificationClientParamsSchema = z.object({ client_id: idSchema });

/** Template variables: `{{name}}` in a template's texts. */
export const templateVariableSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(40),
    z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "notifications.template_variable_invalid"),
  );

/** Filled in for every recipient whatever the template declares. */
export const automaticTemplateVariables = ["recipient", "link"] as const;

const variableValuesSchema = z
  .record(
    templateVariableSchema,
    z.string().check(z.maxLength(notificationLimits.variableValueMaxChars, "common.validation")),
  )
  .check(
    z.refine((values) => Object.keys(values).length <= notificationLimits.templateVariablesMax, "common.validation"),
  );

export const templateCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "notifications.template_code_invalid"),
    z.maxLength(64, "notifications.template_code_invalid"),
    z.regex(/^[a-z0-9][a-z0-9_.-]*$/, "notifications.template_code_invalid"),
  );

/** Every `{{name}}` of a text, once each. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g)].map((match) => match[1]!))];
}

/** Placeholders of a template's texts that are neither declared nor automatic. */
export function undeclaredPlaceholders(template: {
  title: string;
  short: string;
  full: string;
  variables: string[];
}): string[] {
  const known = new Set<string>([...template.variables, ...automaticTemplateVariables]);
  return placeholdersOf(`${template.title}\n${template.short}\n${template.full}`).filter((name) => !known.has(name));
}

const recipientsShape = {
  /** Users of the tenant (ids of other tenants or unknown ids are skipped). */
  user_ids: z.optional(
    z.pipe(
      z.array(idSchema).check(z.minLength(1), z.maxLength(notificationLimits.recipientsMax, "common.validation")),
      z.transform((ids) => [...new Set(ids)]),
    ),
  ),
  /** Every active employee of the tenant instead of a list. */
  all: z.optional(z.literal(true)),
};

type RecipientsInput = { user_ids?: string[] | undefined; all?: true | undefined };
function checkRecipients(body: RecipientsInput, context: z.core.$RefinementCtx) {
  if (!body.user_ids === !body.all)
    context.addIssue({ code: "custom", path: ["user_ids"], message: "notifications.recipients_required" });
}

type ContentInput = { template?: string | undefined; title?: string | undefined };
function checkContent(body: ContentInput, context: z.core.$RefinementCtx, field: "title" | "subject" = "title") {
  const explicit = field === "title" ? body.title : (body as { subject?: string }).subject;
  if (!body.template === !explicit)
    context.addIssue({ code: "custom", path: [field], message: "notifications.content_required" });
}

const titleSchema = z
  .string()
  .check(z.trim(), z.minLength(1, "common.empty_fields"), z.maxLength(notificationLimits.titleMaxChars));
const bodyTextSchema = z.string().check(z.trim(), z.maxLength(notificationLimits.bodyMaxChars));

/**
 * POST /api/notification (admin): a notification for the named users or everyone, through every
 * channel each of them has on. Either a template (code + variables) or an explicit title and body
 * (plain text). Delivered off the request path (the answer is 202).
 */
export const createNotificationBodySchema = z
  .strictObject({
    ...recipientsShape,
    section: z._default(notificationSectionSchema, "other"),
    kind: z._default(notificationKindSchema, "announcement"),
    link: z.optional(notificationLinkSchema),
    template: z.optional(templateCodeSchema),
    variables: z.optional(variableValuesSchema),
    title: z.optional(titleSchema),
    body: z.optional(bodyTextSchema),
  })
  .check(
    z.superRefine((body, context) => {
      checkRecipients(body, context);
      checkContent(body, context);
    }),
  );
export type CreateNotificationBody = z.infer<typeof createNotificationBodySchema>;

/**
 * PUT /api/notification (admin, "sends e-mails"): an e-mail to the named users or everyone, whatever
 * their e-mail channel says (an explicit mailing by an administrator). A template or subject + text.
 */
export const emailNotificationBodySchema = z
  .strictObject({
    ...recipientsShape,
    link: z.optional(notificationLinkSchema),
    template: z.optional(templateCodeSchema),
    variables: z.optional(variableValuesSchema),
    subject: z.optional(titleSchema),
    text: z.optional(bodyTextSchema),
  })
  .check(
    z.superRefine((body, context) => {
      checkRecipients(body, context);
      checkContent(body, context, "subject");
    }),
  );
export type EmailNotificationBody = z.infer<typeof emailNotificationBodySchema>;

/** POST /api/message (admin): a message from the administration (section `other`, template `message`). */
export const messageBodySchema = z
  .strictObject({
    ...recipientsShape,
    text: z
      .string()
      .check(z.trim(), z.minLength(1, "common.empty_fields"), z.maxLength(notificationLimits.bodyMaxChars)),
    link: z.optional(notificationLinkSchema),
  })
  .check(z.superRefine(checkRecipients));
export type MessageBody = z.infer<typeof messageBodySchema>;

/**
 * A notification template (product-spec §3): `title`, `short` (center, popup, chats) and `full`
 * (e-mail) with `{{variable}}` placeholders; values are HTML-escaped when rendered. A tenant's
 * template with the code of a built-in one overrides it.
 */
export const templateBodySchema = z
  .strictObject({
    code: templateCodeSchema,
    name: z.string().check(z.trim(), z.minLength(1, "common.empty_fields"), z.maxLength(100)),
    title: z
      .string()
      .check(z.trim(), z.minLength(1, "common.empty_fields"), z.maxLength(notificationLimits.titleMaxChars)),
    short: z._default(z.string().check(z.trim(), z.maxLength(notificationLimits.templateShortMaxChars)), ""),
    full: z._default(z.string().check(z.trim(), z.maxLength(notificationLimits.templateFullMaxChars)), ""),
    variables: z.pipe(
      z._default(z.array(templateVariableSchema).check(z.maxLength(notificationLimits.templateVariablesMax)), []),
      z.transform((names) => [...new Set(names)]),
    ),
  })
  .check(
    z.superRefine((template, context) => {
      const unknown = undeclaredPlaceholders(template);
      if (unknown.length)
        context.addIssue({
          code: "custom",
          path: ["variables"],
          message: "notifications.template_undeclared_variable",
        });
    }),
  );
export type TemplateBody = z.infer<typeof templateBodySchema>;

/** PUT /api/notif_template: `code` names the template; what is given is replaced. */
export const templateUpdateBodySchema = z.strictObject({
  code: templateCodeSchema,
  name: z.optional(z.string().check(z.trim(), z.minLength(1, "common.empty_fields"), z.maxLength(100))),
  title: z.optional(
    z.string().check(z.trim(), z.minLength(1, "common.empty_fields"), z.maxLength(notificationLimits.titleMaxChars)),
  ),
  short: z.optional(z.string().check(z.trim(), z.maxLength(notificationLimits.templateShortMaxChars))),
  full: z.optional(z.string().check(z.trim(), z.maxLength(notificationLimits.templateFullMaxChars))),
  variables: z.optional(
    z.pipe(
      z.array(templateVariableSchema).check(z.maxLength(notificationLimits.templateVariablesMax)),
      z.transform((names) => [...new Set(names)]),
    ),
  ),
});
export type TemplateUpdateBody = z.infer<typeof templateUpdateBodySchema>;

export const templateCodeParamsSchema = z.object({ code: templateCodeSchema });

/** POST /api/notif_template/render: the texts a template gives for these values (admin preview). */
export const templateRenderBodySchema = z.strictObject({
  code: templateCodeSchema,
  variables: z._default(variableValuesSchema, {}),
});

const channelSwitchesPatchSchema = z.strictObject(
  Object.fromEntries(notificationChannels.map((channel) => [channel, z.optional(z.boolean())])) as {
    [K in NotificationChannel]: z.ZodMiniOptional<z.ZodMiniBoolean>;
  },
);
export type ChannelSwitchesPatch = z.infer<typeof channelSwitchesPatchSchema>;

/**
 * PUT /api/user/notifications/{user_id} and …/client/{client_id}: the whole stored choice (what is
 * left out follows the level below: user → tenant → built-in defaults; per section → general).
 * `likes`: whether a like on one's post notifies (default on).
 */
export const notificationSettingsBodySchema = z.strictObject({
  channels: z._default(channelSwitchesPatchSchema, {}),
  sections: z._default(z.partialRecord(notificationSectionSchema, channelSwitchesPatchSchema), {}),
  likes: z.optional(z.boolean()),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

export const userNotificationSettingsParamsSchema = z.object({ user_id: idSchema });
export const clientNotificationSettingsParamsSchema = z.object({ client_id: idSchema });

/** An incoming-webhook address: https (the server refuses private and loopback hosts). */
export const webhookUrlSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(notificationLimits.linkMaxChars),
    z.regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, "notifications.webhook_invalid"),
  );

/**
 * PUT /api/notification/integrations/{client_id} (admin): per channel, an object sets it, null
 * removes it, absence keeps it. The Telegram bot token may be left out to keep the stored one.
 */
export const integrationsBodySchema = z.strictObject({
  telegram: z.optional(
    z.nullable(
      z.strictObject({
        botToken: z.optional(
          z.string().check(z.trim(), z.regex(/^\d{1,20}:[A-Za-z0-9_-]{20,100}$/, "notifications.webhook_invalid")),
        ),
        chatId: z
          .string()
          .check(z.trim(), z.regex(/^(-?\d{1,20}|@[A-Za-z0-9_]{5,32})$/, "notifications.webhook_invalid")),
      }),
    ),
  ),
  teams: z.optional(z.nullable(z.strictObject({ webhookUrl: webhookUrlSchema }))),
  slack: z.optional(z.nullable(z.strictObject({ webhookUrl: webhookUrlSchema }))),
});
export type IntegrationsBody = z.infer<typeof integrationsBodySchema>;
