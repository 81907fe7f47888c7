import {
  undeclaredPlaceholders,
  type Actor,
  type NotificationSection,
  type NotificationTemplateView,
  type RenderedTemplate,
  type TemplateBody,
  type TemplateUpdateBody,
} from "@intranet/contracts";
import { builtinNotificationText, type NotificationLanguage } from "@intranet/contracts/notificationTexts";
import type { EntityItem } from "../db";
import { db } from "./entities";
import { AppError, newId } from "../platform";
import { requireAdmin } from "./access";
import { renderText } from "./render";
import { isConditionFailure } from "./records";
import type { NotificationTemplateEntity } from "./template.entity";

type TemplateRecord = EntityItem<typeof NotificationTemplateEntity>;

export interface TemplateTexts {
  code: string;
  name: string;
  title: string;
  short: string;
  full: string;
  variables: string[];
}

interface BuiltinTemplate extends TemplateTexts {
  /** The section the module that uses it files the notification under. */
  section: NotificationSection;
}

/**
 * Built-in templates: a tenant without templates of its own still gets sensible texts. Codes are
 * stable (modules notify by code); a tenant template of the same code replaces one.
 * `{{recipient}}` (the recipient's name) and `{{link}}` (an absolute link) are always filled in.
 */
export const builtinTemplates: Record<string, BuiltinTemplate> = Object.fromEntries(
  (
    [
      {
        code: "post.thanks",
        name: "Thanks received",
        section: "posts",
        title: "{{actor}} thanked you",
        short: "{{excerpt}}",
        full: '<p>{{actor}} thanked you on the company wall:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Open the post</a></p>',
        variables: ["actor", "excerpt"],
      },
      {
        code: "post.mention",
        name: "Mentioned in a post",
        section: "posts",
        title: "{{actor}} mentioned you in a post",
        short: "{{excerpt}}",
        full: '<p>{{actor}} mentioned you in a post:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Open the post</a></p>',
        variables: ["actor", "excerpt"],
      },
      {
        code: "comment.mention",
        name: "Mentioned in a comment",
        section: "posts",
        title: "{{actor}} mentioned you in a comment",
        short: "{{excerpt}}",
        full: '<p>{{actor}} mentioned you in a comment:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Open the discussion</a></p>',
        variables: ["actor", "excerpt"],
      },
      {
        code: "comment.on_post",
        name: "Comment on your post",
        section: "posts",
        title: "{{actor}} commented on your post",
        short: "{{excerpt}}",
        full: '<p>{{actor}} commented on your post:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Open the discussion</a></p>',
        variables: ["actor", "excerpt"],
      },
      {
        code: "comment.reply",
        name: "Reply to your comment",
        section: "posts",
        title: "{{actor}} replied to your comment",
        short: "{{excerpt}}",
        full: '<p>{{actor}} replied to your comment:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Open the discussion</a></p>',
        variables: ["actor", "excerpt"],
      },
      {
        code: "post.like",
        name: "Like",
        section: "posts",
        title: "{{actor}} liked your post",
        short: "",
        full: '<p>{{actor}} liked your post.</p><p><a href="{{link}}">Open the post</a></p>',
        variables: ["actor"],
      },
      {
        code: "shop.accrued",
        name: "Coins received",
        section: "shop",
        title: "You received {{amount}} {{currency}}",
        short: "{{comment}}",
        full: '<p>You received {{amount}} {{currency}}. Your balance: {{balance}}.</p><p>{{comment}}</p><p><a href="{{link}}">Open the shop</a></p>',
        variables: ["amount", "currency", "balance", "comment"],
      },
      {
        code: "shop.achievement",
        name: "Achievement received",
        section: "shop",
        title: "A new achievement: {{achievement}}",
        short: "{{comment}}",
        full: '<p>You received the achievement “{{achievement}}”.</p><p>{{comment}}</p><p><a href="{{link}}">Open the shop</a></p>',
        variables: ["achievement", "comment"],
      },
      {
        code: "shop.purchased",
        name: "Your purchase",
        section: "shop",
        title: "Your purchase: {{item}}",
        short: "{{cost}} {{currency}}, balance {{balance}}",
        full: '<p>Your purchase: {{item}} for {{cost}} {{currency}}. Your balance: {{balance}}.</p><p><a href="{{link}}">Open the shop</a></p>',
        variables: ["item", "cost", "currency", "balance"],
      },
      {
        code: "shop.order",
        name: "New order (shop managers)",
        section: "shop",
        title: "New order: {{item}}",
        short: "{{actor}}",
        full: '<p>{{actor}} ordered {{item}}. Hand it out and mark the order handed out.</p><p><a href="{{link}}">Open the orders</a></p>',
        variables: ["actor", "item"],
      },
      {
        code: "shop.handed_out",
        name: "Order handed out",
        section: "shop",
        title: "Your order is handed out: {{item}}",
        short: "",
        full: '<p>Your order “{{item}}” is handed out.</p><p><a href="{{link}}">Open the shop</a></p>',
        variables: ["item"],
      },
      {
        code: "group.post",
        name: "New post in a group",
        section: "groups",
        title: "{{actor}} posted in {{group}}",
        short: "{{excerpt}}",
        full: '<p>{{actor}} posted in the group “{{group}}”:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Open the post</a></p>',
        variables: ["actor", "group", "excerpt"],
      },
      {
        code: "group.request",
        name: "Request to join a group (its managers)",
        section: "groups",
        title: "{{actor}} asks to join {{group}}",
        short: "",
        full: '<p>{{actor}} asks to join the group “{{group}}”. Approve or reject the request in the group.</p><p><a href="{{link}}">Open the group</a></p>',
        variables: ["actor", "group"],
      },
      {
        code: "group.approved",
        name: "Request to join a group approved",
        section: "groups",
        title: "Welcome to {{group}}",
        short: "",
        full: '<p>Your request to join the group “{{group}}” is approved.</p><p><a href="{{link}}">Open the group</a></p>',
        variables: ["group"],
      },
      {
        code: "group.invited",
        name: "Invitation to a group",
        section: "groups",
        title: "{{actor}} invites you to {{group}}",
        short: "",
        full: '<p>{{actor}} invites you to the group “{{group}}”. Accept or decline the invitation in the group.</p><p><a href="{{link}}">Open the group</a></p>',
        variables: ["actor", "group"],
      },
      {
        code: "poll.created",
        name: "A new poll for you",
        section: "polls",
        title: "A new poll: {{poll}}",
        short: "{{actor}}",
        full: '<p>{{actor}} asks you to take the poll “{{poll}}”.</p><p><a href="{{link}}">Take the poll</a></p>',
        variables: ["actor", "poll"],
      },
      {
        code: "poll.reminder",
        name: "A poll not answered yet",
        section: "polls",
        title: "A reminder: the poll {{poll}} awaits your answers",
        short: "{{actor}}",
        full: '<p>{{actor}} reminds you to take the poll “{{poll}}”.</p><p><a href="{{link}}">Take the poll</a></p>',
        variables: ["actor", "poll"],
      },
      {
        code: "event.invited",
        name: "Invitation to an event",
        section: "events",
        title: "{{actor}} invites you: {{event}}",
        short: "{{when}}",
        full: '<p>{{actor}} invites you to “{{event}}”, {{when}}.</p><p><a href="{{link}}">Open the calendar</a></p>',
        variables: ["actor", "event", "when"],
      },
      {
        code: "event.changed",
        name: "An event is changed",
        section: "events",
        title: "The event {{event}} is changed",
        short: "{{when}}",
        full: '<p>{{actor}} changed the event “{{event}}”, {{when}}.</p><p><a href="{{link}}">Open the calendar</a></p>',
        variables: ["actor", "event", "when"],
      },
      {
        code: "event.moved",
        name: "An event is moved",
        section: "events",
        title: "The event {{event}} is moved",
        short: "{{when}}",
        full: '<p>{{actor}} moved the event “{{event}}”; now {{when}}.</p><p><a href="{{link}}">Open the calendar</a></p>',
        variables: ["actor", "event", "when"],
      },
      {
        code: "event.cancelled",
        name: "An event is cancelled",
        section: "events",
        title: "The event {{event}} is cancelled",
        short: "{{when}}",
        full: '<p>{{actor}} cancelled the event “{{event}}”, {{when}}.</p><p><a href="{{link}}">Open the calendar</a></p>',
        variables: ["actor", "event", "when"],
      },
      {
        code: "event.reminder",
        name: "An event starts soon",
        section: "events",
        title: "{{event}} starts soon",
        short: "{{when}}",
        full: '<p>The event “{{event}}” starts soon: {{when}}.</p><p><a href="{{link}}">Open the calendar</a></p>',
        variables: ["event", "when"],
      },
      {
        code: "article.mention",
        name: "A mention in a knowledge-base article",
        section: "other",
        title: "{{actor}} mentioned you in {{article}}",
        short: "{{article}}",
        full: '<p>{{actor}} mentioned you in the knowledge-base article “{{article}}”.</p><p><a href="{{link}}">Open the article</a></p>',
        variables: ["actor", "article"],
      },
      {
        code: "vacancy.responded",
        name: "A response to a vacancy",
        section: "resp",
        title: "{{actor}} responded to the vacancy {{vacancy}}",
        short: "{{vacancy}}",
        full: '<p>{{actor}} responded to the vacancy “{{vacancy}}”.</p><p><a href="{{link}}">Open the vacancy</a></p>',
        variables: ["actor", "vacancy"],
      },
      {
        code: "chat.mention",
        name: "A mention in a chat",
        section: "chat",
        title: "{{actor}} mentioned you in {{room}}",
        short: "{{excerpt}}",
        full: '<p>{{actor}} mentioned you in the chat “{{room}}”: {{excerpt}}</p><p><a href="{{link}}">Open the chat</a></p>',
        variables: ["actor", "room", "excerpt"],
      },
      {
        code: "chat.private",
        name: "A private chat message",
        section: "chat",
        title: "{{actor}} wrote to you",
        short: "{{excerpt}}",
        full: '<p>{{actor}}: {{excerpt}}</p><p><a href="{{link}}">Open the chat</a></p>',
        variables: ["actor", "excerpt"],
      },
      {
        code: "message",
        name: "Message from the administration",
        section: "other",
        title: "Message from {{sender}}",
        short: "{{text}}",
        full: "<p>{{text}}</p>",
        variables: ["sender", "text"],
      },
    ] satisfies BuiltinTemplate[]
  ).map((template) => [template.code, template]),
);

const builtinOf = (code: string): BuiltinTemplate | undefined =>
  Object.hasOwn(builtinTemplates, code) ? builtinTemplates[code] : undefined;

/**
 * A code's texts in a tenant for every reader language: the tenant's own template is what its
 * administrators wrote for everyone, in every language (`custom`); otherwise the built-in texts in
 * the reader's language (contracts' notificationTexts.ts).
 */
export interface LocalisedTemplate {
  custom: boolean;
  textsIn(language: NotificationLanguage): TemplateTexts;
}

export async function requireLocalisedTemplate(tenantId: string, code: string): Promise<LocalisedTemplate> {
  const { data } = await db().entities.notificationTemplate.get({ clientId: tenantId, code }).go();
  if (data) {
    const texts = textsOf(data);
    return { custom: true, textsIn: () => texts };
  }
  const builtin = builtinOf(code);
  if (!builtin) throw new AppError("notifications.template_not_found");
  return { custom: false, textsIn: (language) => ({ ...builtin, ...builtinNotificationText(code, language) }) };
}

/** The texts a code gives in a tenant: the tenant's template, else the built-in one. */
export async function resolveTemplate(tenantId: string, code: string): Promise<TemplateTexts | undefined> {
  const { data } = await db().entities.notificationTemplate.get({ clientId: tenantId, code }).go();
  return data ? textsOf(data) : builtinOf(code);
}

export async function requireTemplate(tenantId: string, code: string): Promise<TemplateTexts> {
  const template = await resolveTemplate(tenantId, code);
  if (!template) throw new AppError("notifications.template_not_found");
  return template;
}

export function renderTemplate(template: TemplateTexts, values: Record<string, string | undefined>): RenderedTemplate {
  return {
    title: renderText(template.title, values),
    short: renderText(template.short, values),
    full: renderText(template.full, values),
  };
}

function textsOf(record: TemplateRecord): TemplateTexts {
  return {
    code: record.code,
    name: record.name,
    title: record.title,
    short: record.short ?? "",
    full: record.full ?? "",
    variables: record.variables ?? [],
  };
}

function toView(record: TemplateRecord): NotificationTemplateView {
  return {
    _id: record.templateId,
    ...textsOf(record),
    builtin: false,
    overridesBuiltin: builtinOf(record.code) !== undefined,
    createdAt: record.createdAt,
    ...(record.updatedAt ? { updatedAt: record.updatedAt } : {}),
  };
}

function builtinView(template: BuiltinTemplate): NotificationTemplateView {
  const { section: _section, ...texts } = template;
  return { _id: `builtin:${template.code}`, ...texts, builtin: true, overridesBuiltin: false };
}

function checkPlaceholders(template: Pick<TemplateTexts, "title" | "short" | "full" | "variables">): void {
  const unknown = undeclaredPlaceholders(template);
  if (unknown.length)
    throw new AppError("notifications.template_undeclared_variable", { names: unknown.join(", ") }, { unknown });
}

/** GET /api/notif_template: the tenant's templates and the built-in ones it did not override, by code. */
export async function listTemplates(actor: Actor): Promise<{ items: NotificationTemplateView[] }> {
  const clientId = requireAdmin(actor);
  const { data } = await db().entities.notificationTemplate.query.byCode({ clientId }).go({ pages: "all" });
  const own = data.map(toView);
  const overridden = new Set(own.map((template) => template.code));
  const builtins = Object.values(builtinTemplates)
    .filter((template) => !overridden.has(template.code))
    .map(builtinView);
  return { items: [...own, ...builtins].sort((a, b) => a.code.localeCompare(b.code)) };
}

/** GET /api/notif_template/{code}: the template that applies to the code in the tenant. */
export async function getTemplate(actor: Actor, code: string): Promise<NotificationTemplateView> {
  const clientId = requireAdmin(actor);
  const { data } = await db().entities.notificationTemplate.get({ clientId, code }).go();
  if (data) return toView(data);
  const builtin = builtinOf(code);
  if (!builtin) throw new AppError("notifications.template_not_found");
  return builtinView(builtin);
}

/** POST /api/notif_template: a new template; its code is unique in the tenant (a conditional put). */
export async function createTemplate(actor: Actor, body: TemplateBody): Promise<NotificationTemplateView> {
  const clientId = requireAdmin(actor);
  checkPlaceholders(body);
  const record = { clientId, templateId: newId(), ...body, createdAt: new Date().toISOString() };
  await db()
    .entities.notificationTemplate.create(record)
    .go()
    .catch((error: unknown) => {
      throw isConditionFailure(error) ? new AppError("notifications.template_exists") : error;
    });
  return toView(record);
}

/**
 * PUT /api/notif_template: changes the fields given. Changing a built-in template the tenant has not
 * overridden yet creates the override from the built-in texts.
 */
export async function updateTemplate(actor: Actor, body: TemplateUpdateBody): Promise<NotificationTemplateView> {
  const clientId = requireAdmin(actor);
  const { code, ...changes } = body;
  const { data: current } = await db().entities.notificationTemplate.get({ clientId, code }).go({ consistent: true });
  const base = current ? textsOf(current) : builtinOf(code);
  if (!base) throw new AppError("notifications.template_not_found");
  const merged = { ...base, ...definedOnly(changes) };
  checkPlaceholders(merged);
  const now = new Date().toISOString();
  if (!current) {
    const { section: _section, ...texts } = merged as TemplateTexts & { section?: NotificationSection };
    const record = { clientId, templateId: newId(), ...texts, createdAt: now };
    const created = await db()
      .entities.notificationTemplate.create(record)
      .go()
      .then(() => true)
      .catch((error: unknown) => {
        if (isConditionFailure(error)) return false;
        throw error;
      });
    // Another admin created the override meanwhile: apply the change to it instead.
    if (!created) return updateTemplate(actor, body);
    return toView(record);
  }
  const { data } = await db()
    .entities.notificationTemplate.patch({ clientId, code })
    .set({ ...definedOnly(changes), updatedAt: now })
    .go({ response: "all_new" })
    .catch((error: unknown) => {
      throw isConditionFailure(error) ? new AppError("notifications.template_not_found") : error;
    });
  return toView(data as TemplateRecord);
}

/** DELETE /api/notif_template/{code}: removes the tenant's template (a built-in one then applies again). */
export async function deleteTemplate(actor: Actor, code: string): Promise<{ code: string; deleted: true }> {
  const clientId = requireAdmin(actor);
  await db()
    .entities.notificationTemplate.remove({ clientId, code })
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
      throw new AppError(builtinOf(code) ? "notifications.builtin_template" : "notifications.template_not_found");
    });
  return { code, deleted: true };
}

/** POST /api/notif_template/render: what a template gives for the values (admin preview). */
export async function previewTemplate(
  actor: Actor,
  code: string,
  variables: Record<string, string>,
): Promise<RenderedTemplate> {
  const clientId = requireAdmin(actor);
  return renderTemplate(await requireTemplate(clientId, code), variables);
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
