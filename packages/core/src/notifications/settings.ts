import {
  defaultChannelSwitches,
  notificationSections,
  notificationSettingsBodySchema,
  type Actor,
  type ChannelSwitches,
  type ChannelSwitchesPatch,
  type EffectiveNotificationSettings,
  type NotificationSection,
  type NotificationSettingsBody,
  type NotificationSettingsView,
} from "@intranet/contracts";
import { getAll, named, writeTransaction } from "../db";
import { changesOf, journalCommit } from "../journal";
import { db } from "./entities";
import { AppError } from "../platform";
import { isVisitorSelf, requireAdmin, requireOwnerOrAdmin, tenantOf } from "./access";

/** A stored choice (a user's or the tenant's), parsed again on read: what is broken counts as unset. */
export interface StoredChoice {
  channels: ChannelSwitchesPatch;
  sections: Partial<Record<NotificationSection, ChannelSwitchesPatch>>;
  likes?: boolean | undefined;
}

const emptyChoice: StoredChoice = { channels: {}, sections: {} };

function parseChoice(record: { channels?: unknown; sections?: unknown; likes?: boolean } | null | undefined) {
  if (!record) return emptyChoice;
  const parsed = notificationSettingsBodySchema.safeParse({
    channels: record.channels ?? {},
    sections: record.sections ?? {},
    ...(record.likes !== undefined ? { likes: record.likes } : {}),
  });
  return parsed.success ? (parsed.data as StoredChoice) : emptyChoice;
}

/**
 * What applies to one user: for each channel the most specific choice wins, the user's over the
 * tenant's, a section's over the general one: user[section] → user → tenant[section] → tenant →
 * built-in defaults (in-app on, e-mail and chats off). Likes notify unless someone said no.
 */
export function effectiveSettings(tenant: StoredChoice, user: StoredChoice): EffectiveNotificationSettings {
  const sections = Object.fromEntries(
    notificationSections.map((section) => [section, channelsFor(tenant, user, section)]),
  ) as Record<NotificationSection, ChannelSwitches>;
  return {
    channels: { ...defaultChannelSwitches, ...tenant.channels, ...user.channels },
    sections,
    likes: user.likes ?? tenant.likes ?? true,
  };
}

export function channelsFor(tenant: StoredChoice, user: StoredChoice, section: NotificationSection): ChannelSwitches {
  return {
    ...defaultChannelSwitches,
    ...tenant.channels,
    ...tenant.sections[section],
    ...user.channels,
    ...user.sections[section],
  };
}

export async function tenantChoice(clientId: string): Promise<StoredChoice> {
  const { data } = await db().entities.notificationDefaults.get({ clientId }).go();
  return parseChoice(data);
}

/** The stored choices of several users with one BatchGet (absent ones are empty). */
export async function userChoices(clientId: string, userIds: string[]): Promise<Map<string, StoredChoice>> {
  const wanted = [...new Set(userIds)];
  const records = await getAll(
    wanted.map((userId) => ({ clientId, userId })),
    (keys) => db().entities.notificationSettings.get(keys).go(),
  );
  const choices = new Map(records.map((record) => [record.userId, parseChoice(record)]));
  for (const userId of wanted) if (!choices.has(userId)) choices.set(userId, emptyChoice);
  return choices;
}

function view(clientId: string, userId: string | null, own: StoredChoice, tenant: StoredChoice) {
  const result: NotificationSettingsView = {
    client_id: clientId,
    user_id: userId,
    channels: own.channels,
    sections: own.sections,
    effective: effectiveSettings(tenant, userId === null ? emptyChoice : own),
  };
  if (own.likes !== undefined) result.likes = own.likes;
  return result;
}

/**
 * GET /api/user/notifications/{user_id}: the user's own choice and what applies to them. A visiting
 * superadmin asking about themselves has no choice stored in the tenant: they get what a member who
 * never chose gets there (no choice of their own, the tenant's defaults applying).
 */
export async function getUserSettings(actor: Actor, userId: string): Promise<NotificationSettingsView> {
  const visitor = tenantOf(actor);
  if (isVisitorSelf(actor, userId, visitor)) return view(visitor, userId, emptyChoice, await tenantChoice(visitor));
  const clientId = await requireOwnerOrAdmin(actor, userId);
  const [tenant, own] = await Promise.all([tenantChoice(clientId), userChoices(clientId, [userId])]);
  return view(clientId, userId, own.get(userId)!, tenant);
}

/**
 * PUT /api/user/notifications/{user_id}: replaces the user's choice (the user or an admin). A
 * visiting superadmin is never notified in the tenant, so a choice of their own there would mean
 * nothing: refused (403 `common.no_access`), nothing stored.
 */
export async function putUserSettings(
  actor: Actor,
  userId: string,
  body: NotificationSettingsBody,
): Promise<NotificationSettingsView> {
  if (isVisitorSelf(actor, userId, tenantOf(actor))) throw new AppError("common.no_access");
  const clientId = await requireOwnerOrAdmin(actor, userId);
  const own: StoredChoice = { channels: body.channels, sections: body.sections, likes: body.likes };
  await db()
    .entities.notificationSettings.put({ clientId, userId, ...own, updatedAt: new Date().toISOString() })
    .go();
  return view(clientId, userId, own, await tenantChoice(clientId));
}

/** GET /api/user/notifications/client/{client_id} (admin): the tenant's defaults. */
export async function getTenantSettings(actor: Actor, clientId: string): Promise<NotificationSettingsView> {
  requireAdmin(actor, clientId);
  const tenant = await tenantChoice(clientId);
  return view(clientId, null, tenant, tenant);
}

/** PUT /api/user/notifications/client/{client_id} (admin): replaces the tenant's defaults. */
export async function putTenantSettings(
  actor: Actor,
  clientId: string,
  body: NotificationSettingsBody,
): Promise<NotificationSettingsView> {
  requireAdmin(actor, clientId);
  const tenant: StoredChoice = { channels: body.channels, sections: body.sections, likes: body.likes };
  const before = await tenantChoice(clientId);
  const changes = changesOf({ ...before }, { ...tenant });
  if (changes.length)
    await writeTransaction((entities) => [
      named(
        "defaults",
        entities.notificationDefaults.put({ clientId, ...tenant, updatedAt: new Date().toISOString() }).commit(),
      ),
      journalCommit(entities, actor, clientId, {
        action: "notifications.defaults",
        target: { type: "client", id: clientId },
        changes,
      }),
    ]);
  return view(clientId, null, tenant, tenant);
}
