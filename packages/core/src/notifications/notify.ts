import { decodeTime, ulid } from "ulid";
import {
  notificationChannels,
  type ChannelSwitches,
  type IntegrationChannel,
  type NotificationChannel,
  type NotificationSection,
} from "@intranet/contracts";
import { autoValuesIn, personValue, type AutoParams, type AutoValue } from "@intranet/contracts/autoTexts";
import { chatMoreNames, type NotificationLanguage } from "@intranet/contracts/notificationLanguages";
import { moduleOfSection } from "@intranet/contracts/switches";
import { moduleOffIn } from "../clients/switches";
import { eventBus } from "../events";
import { newId, stableId } from "../platform";
import { connectionsOfUsers, type ConnectionRecord, publishEach } from "../realtime";
import { appUrl } from "../mail";
import { findUser, getUsers, type UserRecord } from "../users";
import { notificationEvents, type ChatPost, type Delivery, type NotificationCreatedDetail } from "./events";
import { clip, clipHtml, escapeHtml, toPlainText } from "./render";
import { channelsFor, effectiveSettings, tenantChoice, userChoices } from "./settings";
import { guardedUsers, toNotificationView, writeNotifications, type NewNotification } from "./store";
import { readerLanguage, tenantLanguage } from "./language";
import { renderTemplate, requireLocalisedTemplate, type TemplateTexts } from "./templates";

/**
 * notify(): THE way a module tells people something (DESIGN §1). It writes the center items with
 * their counters (recipients whose `center` channel is on), then hands every recipient's delivery
 * (popup and badge push, e-mail, Telegram / Teams / Slack) to the bus as `notification.created`,
 * so nothing slow or external runs where it was called.
 */
export interface NotifyPayload {
  section: NotificationSection;
  /** What happened: `thanks`, `mention`, `announcement`, … */
  kind: string;
  /**
   * A template code (the tenant's, else the built-in one) and its values: typed, never prose
   * (a person, an amount, a time slot: autoTexts.ts), written in each reader's language.
   */
  template?: string | undefined;
  variables?: Record<string, AutoValue> | undefined;
  /** … or explicit plain-text title and body (escaped). */
  title?: string | undefined;
  body?: string | undefined;
  /** A path in the SPA (`/post/…`) or an https address. */
  link?: string | undefined;
  /** Who caused it: shown as `actor`, fills `{{actor}}`, and is never notified unless includeActor. */
  actorId?: string | undefined;
  includeActor?: boolean | undefined;
  /**
   * The event this is about (`post:<id>`): a recipient is notified of one key once, however often
   * the call is repeated (EventBridge delivers at least once).
   */
  dedupeKey?: string | undefined;
  /** Only these channels, whatever the recipients chose (an admin's e-mail). */
  onlyChannels?: NotificationChannel[] | undefined;
  /** Skip recipients who turned this off (`likes`). */
  unlessOptedOut?: "likes" | undefined;
  /**
   * The notification time (epoch ms); now by default. Callers with a dedupe key pass their event's
   * time, so a repeated call makes the same ids.
   */
  now?: number | undefined;
}

export interface NotifyResult {
  /** Recipients notified now (stored in the center or not). */
  notified: string[];
  /** Recipients already notified of this dedupe key. */
  duplicates: string[];
  /** Not notified: the actor, unknown or inactive users, opted out. */
  skipped: string[];
  /** Stored notification ids by user. */
  stored: Record<string, string>;
}

/**
 * With a dedupe key the id is stable (the key, the recipient and `now`, which such callers take
 * from their event), so a repeated call names the same notification; otherwise a fresh ULID.
 */
function idFor(payload: NotifyPayload, userId: string): string {
  if (payload.dedupeKey) return stableId(payload.now ?? Date.now(), `${payload.dedupeKey}\n${userId}`);
  return payload.now !== undefined ? ulid(payload.now) : newId();
}

/** The realtime popups (and sounds) of the recipients who want them; failures are logged, never thrown. */
async function pushPopups(
  tenantId: string,
  recipients: Array<{ item: NewNotification; channels: ChannelSwitches }>,
  connections: Map<string, ConnectionRecord[]>,
): Promise<void> {
  const messages = recipients
    .filter(({ channels }) => channels.system || channels.sound)
    .map(({ item, channels }) => ({
      userId: item.userId,
      event: {
        type: "notification.created" as const,
        notification: toNotificationView(item, channels.center),
        popup: channels.system,
        sound: channels.sound,
      },
    }));
  if (!messages.length) return;
  try {
    await publishEach(tenantId, messages, connections);
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "notification popup push failed", tenantId, error: String(error) }),
    );
  }
}

/** Limits of rendered texts (values are bounded, templates too; this bounds what escaping adds). */
const maxTitle = 1_000;
const maxBody = 5_000;
const maxFull = 50_000;
const maxParamChars = 2_000;
/** One bus event stays well under EventBridge's 256 KB per PutEvents request. */
const maxEventBytes = 200_000;
const maxDeliveriesPerEvent = 50;

export const displayName = (user: Pick<UserRecord, "firstName" | "lastName">) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ");

export function absoluteLink(link: string | undefined): string | undefined {
  if (!link) return undefined;
  return link.startsWith("/") ? `${appUrl()}${link}` : link;
}

function plainParagraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

function renderFor(
  template: TemplateTexts | undefined,
  payload: NotifyPayload,
  values: Record<string, string | undefined>,
) {
  if (template) {
    const rendered = renderTemplate(template, values);
    return {
      title: clipHtml(rendered.title, maxTitle),
      body: clipHtml(rendered.short, maxBody),
      full: clipHtml(rendered.full || rendered.short, maxFull),
    };
  }
  const body = payload.body ?? "";
  return {
    title: clipHtml(escapeHtml(payload.title ?? ""), maxTitle),
    body: clipHtml(escapeHtml(body), maxBody),
    full: clipHtml(plainParagraphs(body), maxFull),
  };
}

/**
 * The typed values a built-in text was filled with, kept with the item so the center writes them in
 * the language the reader reads at the time (texts bounded; the link is the item's own).
 */
function storedParams(params: AutoParams): AutoParams {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === "string" ? clip(value, maxParamChars) : value,
    ]),
  );
}

function emailHtml(full: string, link: string | undefined): string {
  // Built-in templates link by themselves ({{link}}); otherwise the link follows the text.
  const open =
    link && !full.includes(escapeHtml(link)) ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : "";
  return `<!doctype html><html><body>${full}${open}</body></html>`;
}

function onlyThese(channels: NotificationChannel[]): ChannelSwitches {
  return Object.fromEntries(
    notificationChannels.map((channel) => [channel, channels.includes(channel)]),
  ) as ChannelSwitches;
}

const wantsAnything = (channels: ChannelSwitches) => notificationChannels.some((channel) => channels[channel]);

export async function notify(tenantId: string, recipientIds: string[], payload: NotifyPayload): Promise<NotifyResult> {
  const result: NotifyResult = { notified: [], duplicates: [], skipped: [], stored: {} };
  const unique = [...new Set(recipientIds)];
  const wanted = unique.filter((userId) => payload.includeActor || userId !== payload.actorId);
  result.skipped.push(...unique.filter((userId) => !wanted.includes(userId)));
  if (!wanted.length) return result;
  // A section of a module the company switched off makes nothing (docs/switches.md).
  if (await moduleOffIn(tenantId, moduleOfSection(payload.section))) {
    result.skipped.push(...wanted);
    return result;
  }

  // Where to push is looked up with everything else, so the popups need no extra round trip.
  const [template, companyLanguage, users, tenant, choices, actor, connections, guarded] = await Promise.all([
    payload.template ? requireLocalisedTemplate(tenantId, payload.template) : Promise.resolve(undefined),
    // Built-in texts are rendered in each reader's language: the company's is the fallback.
    payload.template ? tenantLanguage(tenantId) : Promise.resolve(undefined),
    getUsers(tenantId, wanted),
    tenantChoice(tenantId),
    userChoices(tenantId, wanted),
    payload.actorId ? findUser(tenantId, payload.actorId) : Promise.resolve(undefined),
    connectionsOfUsers(tenantId, wanted),
    // Who was notified of this event already gets no popup again (the write below decides for sure).
    payload.dedupeKey ? guardedUsers(tenantId, wanted, payload.dedupeKey) : Promise.resolve(new Set<string>()),
  ]);
  const active = users.filter((user) => (user.status ?? "active") === "active");
  const activeIds = new Set(active.map((user) => user.userId));
  result.skipped.push(...wanted.filter((userId) => !activeIds.has(userId)));

  const link = absoluteLink(payload.link);
  // People are values too: each reader's language orders their names ("Frank Green", "Green Frank").
  const paramsFor = (user: UserRecord): AutoParams => ({
    ...(actor ? { actor: personValue(actor) } : {}),
    ...payload.variables,
    recipient: personValue(user),
  });

  // What each recipient gets, decided without I/O; then every write in a few shared transactions.
  const plans = active.flatMap((user) => {
    const choice = choices.get(user.userId)!;
    if (payload.unlessOptedOut === "likes" && !effectiveSettings(tenant, choice).likes) {
      result.skipped.push(user.userId);
      return [];
    }
    const channels = payload.onlyChannels
      ? onlyThese(payload.onlyChannels)
      : channelsFor(tenant, choice, payload.section);
    if (!wantsAnything(channels)) {
      result.skipped.push(user.userId);
      return [];
    }
    const language = readerLanguage(user, companyLanguage);
    const params = paramsFor(user);
    // The reader's zone is unknown here: times name their zone (e-mail and chats).
    const values: Record<string, string | undefined> = { ...autoValuesIn(params, { language }), link };
    const recipient = values.recipient!;
    const texts = renderFor(template?.textsIn(language), payload, values);
    const notificationId = idFor(payload, user.userId);
    const item: NewNotification = {
      clientId: tenantId,
      userId: user.userId,
      notificationId,
      section: payload.section,
      time: new Date(decodeTime(notificationId)).toISOString(),
      kind: payload.kind,
      title: texts.title,
      body: texts.body,
      link: payload.link,
      actorId: payload.actorId,
      // Built-in texts: the code and values go with the item, so the SPA shows it in the language
      // the reader reads now (notificationTexts.ts). A tenant's own template is what everyone reads.
      ...(template && !template.custom ? { template: payload.template, params: storedParams(params) } : {}),
    };
    return [{ user, recipient, language, channels, texts, item }];
  });
  // The popups go out first, before the center is written: they are what people wait for, and the
  // slow transactions must not hold them up. A repeated call pushes the same ids again, which the
  // SPA shows once. The exact badge follows the write.
  await pushPopups(
    tenantId,
    plans.filter(({ user }) => !guarded.has(user.userId)).map(({ item, channels }) => ({ item, channels })),
    connections,
  );
  const written = await writeNotifications(
    plans.map(({ item, channels }) => ({ item, store: channels.center, guardKey: payload.dedupeKey })),
  );

  const chatGroups = new ChatGroups();
  const deliveries: Delivery[] = [];
  plans.forEach(({ user, recipient, language, channels, texts, item }, index) => {
    if (written[index] === "duplicate") {
      result.duplicates.push(user.userId);
      return;
    }
    result.notified.push(user.userId);
    if (channels.center) result.stored[user.userId] = item.notificationId;
    const delivery: Delivery = {
      userId: user.userId,
      notification: toNotificationView(item, channels.center),
      channels,
    };
    if (channels.email && user.email) {
      const plain = toPlainText(texts.full);
      delivery.email = {
        to: user.email,
        subject: toPlainText(texts.title).slice(0, 200),
        text: link ? `${plain}\n\n${link}` : plain,
        html: emailHtml(texts.full, link),
      };
    }
    const chats = chatChannels.filter((channel) => channels[channel]);
    if (chats.length) {
      const text = [toPlainText(texts.title), toPlainText(texts.body), link].filter(Boolean).join("\n");
      chatGroups.add(chats, text, recipient, index, language);
    }
    deliveries.push(delivery);
  });
  await publishDeliveries(tenantId, deliveries, chatGroups.posts());
  return result;
}

const chatChannels: IntegrationChannel[] = ["telegram", "teams", "slack"];
/** Recipients named in a chat post before "and N more". */
const maxNamesPerChatPost = 10;

/** Recipients of the same text on the same chats, so each chat gets one post per text. */
class ChatGroups {
  private readonly groups = new Map<
    string,
    {
      channels: IntegrationChannel[];
      text: string;
      language: NotificationLanguage;
      named: Array<{ name: string; order: number }>;
    }
  >();

  /**
   * `order`: the recipient's place in the call, so names read in the order given. Readers of other
   * languages got another text, so each language makes its own post.
   */
  add(
    channels: IntegrationChannel[],
    text: string,
    recipient: string,
    order: number,
    language: NotificationLanguage = "en",
  ): void {
    const key = JSON.stringify([channels, text, language]);
    const group = this.groups.get(key) ?? { channels, text, language, named: [] };
    group.named.push({ name: recipient, order });
    this.groups.set(key, group);
  }

  posts(): ChatPost[] {
    return [...this.groups.values()].map(({ channels, text, language, named }) => {
      const names = named.sort((a, b) => a.order - b.order).map((entry) => entry.name);
      const shown = names.slice(0, maxNamesPerChatPost).join(", ");
      const more =
        names.length > maxNamesPerChatPost ? chatMoreNames[language](names.length - maxNamesPerChatPost) : "";
      return { channels, text: `${shown}${more}: ${text}` };
    });
  }
}

/**
 * Deliveries go to the bus in events of at most 50 recipients and 200 KB each; the chat posts ride
 * with the first one.
 */
async function publishDeliveries(tenantId: string, deliveries: Delivery[], chats: ChatPost[]): Promise<void> {
  let chunk: Delivery[] = [];
  let bytes = Buffer.byteLength(JSON.stringify(chats));
  let pendingChats = chats;
  const flush = async () => {
    if (!chunk.length && !pendingChats.length) return;
    const detail: NotificationCreatedDetail = { deliveries: chunk };
    if (pendingChats.length) detail.chats = pendingChats;
    chunk = [];
    pendingChats = [];
    bytes = 0;
    await eventBus().publish([{ type: notificationEvents.created, tenantId, detail }]);
  };
  for (const delivery of deliveries) {
    const size = Buffer.byteLength(JSON.stringify(delivery));
    if (chunk.length && (chunk.length >= maxDeliveriesPerEvent || bytes + size > maxEventBytes)) await flush();
    chunk.push(delivery);
    bytes += size;
  }
  await flush();
}
