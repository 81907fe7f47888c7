import {
  undeclaredPlaceholders,
  type Actor,
  type NotificationSection,
  type NotificationTemplateView,
  type RenderedTemplate,
  type TemplateBody,
  type TemplateUpdateBody,
} from "@intranet/contracts";
import type { NotificationLanguage, NotificationTexts } from "@intranet/contracts/notificationLanguages";
import { type EntityItem, named, writeTransaction } from "../db";
import { changesOf, journalCommit, type JournalFact } from "../journal";
import { db } from "./entities";
import { AppError, newId } from "../platform";
import { requireAdmin } from "./access";
import { renderText } from "./render";
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
 * Built-in templates: a tenant without templates of its own still gets sensible texts. Each module
 * writes its own, in every language, in contracts (`<module>/notification-texts.ts`); these are
 * their English texts. Codes are stable (modules notify by code); a tenant template of the same
 * code replaces one. `{{recipient}}` (the recipient's name) and `{{link}}` (an absolute link) are
 * always filled in.
 */
type BuiltinTable = Record<string, BuiltinTemplate & { texts: Record<NotificationLanguage, NotificationTexts> }>;
let loading: Promise<BuiltinTable> | undefined;

/**
 * The table, loaded on first use: every module's texts in three languages weigh ~40 KB, which no
 * Lambda's cold start should pay for (only the request that notifies or lists templates does).
 */
export function builtinTemplates(): Promise<BuiltinTable> {
  loading ??= import("@intranet/contracts/generated/notifications").then(
    ({ builtinNotifications }): BuiltinTable =>
      Object.fromEntries(
        Object.entries(builtinNotifications).map(([code, { name, section, variables, texts }]) => [
          code,
          { code, name, section, ...texts.en, variables: [...variables], texts },
        ]),
      ),
    (error: unknown) => {
      loading = undefined; // the next use tries again
      throw error;
    },
  );
  return loading;
}

async function builtinOf(code: string): Promise<BuiltinTemplate | undefined> {
  const table = await builtinTemplates();
  return Object.hasOwn(table, code) ? withoutTexts(table[code]!) : undefined;
}

function withoutTexts({ texts: _texts, ...template }: BuiltinTable[string]): BuiltinTemplate {
  return template;
}

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
  const table = await builtinTemplates();
  const builtin = Object.hasOwn(table, code) ? table[code] : undefined;
  if (!builtin) throw new AppError("notifications.template_not_found");
  return { custom: false, textsIn: (language) => ({ ...withoutTexts(builtin), ...builtin.texts[language] }) };
}

/** The texts a code gives in a tenant: the tenant's template, else the built-in one. */
export async function resolveTemplate(tenantId: string, code: string): Promise<TemplateTexts | undefined> {
  const { data } = await db().entities.notificationTemplate.get({ clientId: tenantId, code }).go();
  return data ? textsOf(data) : await builtinOf(code);
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

async function toView(record: TemplateRecord): Promise<NotificationTemplateView> {
  return {
    _id: record.templateId,
    ...textsOf(record),
    builtin: false,
    overridesBuiltin: (await builtinOf(record.code)) !== undefined,
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
  const own = await Promise.all(data.map(toView));
  const overridden = new Set(own.map((template) => template.code));
  const builtins = Object.values(await builtinTemplates())
    .filter((template) => !overridden.has(template.code))
    .map((template) => builtinView(withoutTexts(template)));
  return { items: [...own, ...builtins].sort((a, b) => a.code.localeCompare(b.code)) };
}

/** GET /api/notif_template/{code}: the template that applies to the code in the tenant. */
export async function getTemplate(actor: Actor, code: string): Promise<NotificationTemplateView> {
  const clientId = requireAdmin(actor);
  const { data } = await db().entities.notificationTemplate.get({ clientId, code }).go();
  if (data) return toView(data);
  const builtin = await builtinOf(code);
  if (!builtin) throw new AppError("notifications.template_not_found");
  return builtinView(builtin);
}

/** POST /api/notif_template: a new template; its code is unique in the tenant (a conditional put). */
export async function createTemplate(actor: Actor, body: TemplateBody): Promise<NotificationTemplateView> {
  const clientId = requireAdmin(actor);
  checkPlaceholders(body);
  const record = { clientId, templateId: newId(), ...body, createdAt: new Date().toISOString() };
  const outcome = await writeTransaction((entities) => [
    named("template", entities.notificationTemplate.create(record).commit()),
    journalCommit(entities, actor, clientId, templateFact("template.create", record.code, {}, record)),
  ]);
  if (outcome.failed("template")) throw new AppError("notifications.template_exists");
  if (!outcome.ok) throw new AppError("common.conflict");
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
  const base = current ? textsOf(current) : await builtinOf(code);
  if (!base) throw new AppError("notifications.template_not_found");
  const merged = { ...base, ...definedOnly(changes) };
  checkPlaceholders(merged);
  const now = new Date().toISOString();
  if (!current) {
    const { section: _section, ...texts } = merged as TemplateTexts & { section?: NotificationSection };
    const record = { clientId, templateId: newId(), ...texts, createdAt: now };
    const outcome = await writeTransaction((entities) => [
      named("template", entities.notificationTemplate.create(record).commit()),
      journalCommit(entities, actor, clientId, templateFact("template.update", code, base, record)),
    ]);
    // Another admin created the override meanwhile: apply the change to it instead.
    if (!outcome.ok) return updateTemplate(actor, body);
    return toView(record);
  }
  const next = { ...current, ...definedOnly(changes), updatedAt: now } as TemplateRecord;
  const outcome = await writeTransaction((entities) => [
    named(
      "template",
      entities.notificationTemplate
        .patch({ clientId, code })
        .set({ ...definedOnly(changes), updatedAt: now })
        .where((attributes, { eq, notExists }) =>
          current.updatedAt ? eq(attributes.updatedAt, current.updatedAt) : notExists(attributes.updatedAt),
        )
        .commit(),
    ),
    journalCommit(entities, actor, clientId, templateFact("template.update", code, current, next)),
  ]);
  // Changed or removed meanwhile: read again and apply the change to what is there now.
  if (!outcome.ok) return updateTemplate(actor, body);
  return toView(next);
}

/** DELETE /api/notif_template/{code}: removes the tenant's template (a built-in one then applies again). */
export async function deleteTemplate(actor: Actor, code: string): Promise<{ code: string; deleted: true }> {
  const clientId = requireAdmin(actor);
  const { data: current } = await db().entities.notificationTemplate.get({ clientId, code }).go({ consistent: true });
  const outcome = current
    ? await writeTransaction((entities) => [
        named(
          "template",
          entities.notificationTemplate
            .delete({ clientId, code })
            .where((attributes, { exists }) => exists(attributes.code))
            .commit(),
        ),
        journalCommit(entities, actor, clientId, templateFact("template.delete", code, current, {})),
      ])
    : undefined;
  if (!outcome?.ok)
    throw new AppError((await builtinOf(code)) ? "notifications.builtin_template" : "notifications.template_not_found");
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

const templateFields = ["name", "title", "short", "full", "variables"] as const;

/** A template's change for the journal: its texts before and after. */
function templateFact(
  action: "template.create" | "template.update" | "template.delete",
  code: string,
  before: Partial<Record<(typeof templateFields)[number], unknown>>,
  after: Partial<Record<(typeof templateFields)[number], unknown>>,
): JournalFact {
  return {
    action,
    target: { type: "template", id: code, label: code },
    changes: changesOf(before, after, templateFields),
  };
}
