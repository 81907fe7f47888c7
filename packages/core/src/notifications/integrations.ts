import type { Actor, IntegrationsBody, IntegrationsTestResult, IntegrationsView } from "@intranet/contracts";
import type { EntityItem } from "../db";
import { db } from "./entities";
import { named } from "../db";
import { changesOf, journaledChange, secretStates } from "../journal";
import { AppError } from "../platform";
import { requireAdmin } from "./access";
import type { NotificationIntegrationsEntity } from "./settings.entity";
import { isAllowedWebhookUrl, sendToChats, type IntegrationSecrets } from "./webhooks";

type IntegrationsRecord = EntityItem<typeof NotificationIntegrationsEntity>;

/** The tenant's chat integrations with their secrets, for delivery (never for an API answer). */
export async function integrationSecrets(clientId: string): Promise<IntegrationSecrets> {
  const { data } = await db().entities.notificationIntegrations.get({ clientId }).go();
  return secretsOf(data);
}

function secretsOf(record: IntegrationsRecord | null | undefined): IntegrationSecrets {
  if (!record) return {};
  return {
    telegram:
      record.telegramBotToken && record.telegramChatId
        ? { botToken: record.telegramBotToken, chatId: record.telegramChatId }
        : undefined,
    teams: record.teamsWebhookUrl ? { webhookUrl: record.teamsWebhookUrl } : undefined,
    slack: record.slackWebhookUrl ? { webhookUrl: record.slackWebhookUrl } : undefined,
  };
}

/** `123456:AA…` shows as `123456:••••`; an address as its scheme and host. */
const maskToken = (token: string) => `${token.split(":")[0]}:••••`;
const maskUrl = (url: string) => {
  try {
    return `${new URL(url).origin}/••••`;
  } catch {
    return "••••";
  }
};

function toView(clientId: string, secrets: IntegrationSecrets): IntegrationsView {
  return {
    client_id: clientId,
    telegram: secrets.telegram
      ? { chatId: secrets.telegram.chatId, botToken: maskToken(secrets.telegram.botToken) }
      : null,
    teams: secrets.teams ? { webhookUrl: maskUrl(secrets.teams.webhookUrl) } : null,
    slack: secrets.slack ? { webhookUrl: maskUrl(secrets.slack.webhookUrl) } : null,
  };
}

/** GET /api/notification/integrations/{client_id} (admin): what is configured, secrets masked. */
export async function getIntegrations(actor: Actor, clientId: string): Promise<IntegrationsView> {
  requireAdmin(actor, clientId);
  return toView(clientId, await integrationSecrets(clientId));
}

/**
 * PUT /api/notification/integrations/{client_id} (admin): per channel, an object sets it, null
 * removes it, absence keeps it; a Telegram change without a token keeps the stored token.
 */
export async function putIntegrations(
  actor: Actor,
  clientId: string,
  body: IntegrationsBody,
): Promise<IntegrationsView> {
  requireAdmin(actor, clientId);
  for (const channel of ["teams", "slack"] as const) {
    const url = body[channel]?.webhookUrl;
    if (url && !isAllowedWebhookUrl(url)) throw new AppError("notifications.webhook_not_allowed");
  }
  const fact = { action: "notifications.integrations", target: { type: "client", id: clientId } } as const;
  return journaledChange(actor, clientId, fact, async () => {
    const { data: current } = await db().entities.notificationIntegrations.get({ clientId }).go({ consistent: true });
    const next = nextIntegrations(clientId, current, body);
    return {
      changes: changesOfIntegrations(current ?? undefined, next),
      write: (entities) =>
        named(
          "integrations",
          entities.notificationIntegrations
            .put(next)
            .where((attributes, { eq, notExists }) =>
              current?.updatedAt ? eq(attributes.updatedAt, current.updatedAt) : notExists(attributes.clientId),
            )
            .commit(),
        ),
      answer: toView(clientId, secretsOf(next)),
    };
  });
}

/** The record after a change: per channel an object sets it (a missing token keeps the stored one), null removes it. */
function nextIntegrations(
  clientId: string,
  current: IntegrationsRecord | null | undefined,
  body: IntegrationsBody,
): IntegrationsRecord {
  const next: IntegrationsRecord = { ...(current ?? {}), clientId, updatedAt: new Date().toISOString() };
  if (body.telegram === null) {
    delete next.telegramBotToken;
    delete next.telegramChatId;
  } else if (body.telegram) {
    const botToken = body.telegram.botToken ?? current?.telegramBotToken;
    if (!botToken) throw new AppError("notifications.integration_incomplete");
    next.telegramBotToken = botToken;
    next.telegramChatId = body.telegram.chatId;
  }
  if (body.teams === null) delete next.teamsWebhookUrl;
  else if (body.teams) next.teamsWebhookUrl = body.teams.webhookUrl;
  if (body.slack === null) delete next.slackWebhookUrl;
  else if (body.slack) next.slackWebhookUrl = body.slack.webhookUrl;
  return next;
}

/** The journal's view of a change: the chat id as is; tokens and webhook addresses only as set or replaced. */
function changesOfIntegrations(before: IntegrationsRecord | undefined, after: IntegrationsRecord) {
  const secrets = (record: IntegrationsRecord | undefined) => ({
    telegramBotToken: record?.telegramBotToken,
    teamsWebhookUrl: record?.teamsWebhookUrl,
    slackWebhookUrl: record?.slackWebhookUrl,
  });
  const shown = secretStates(secrets(before), secrets(after));
  return [
    ...changesOf({ telegramChatId: before?.telegramChatId }, { telegramChatId: after.telegramChatId }),
    ...changesOf(shown.before, shown.after),
  ];
}

/** POST /api/notification/integrations/{client_id}/test (admin): a test message to every configured chat. */
export async function testIntegrations(actor: Actor, clientId: string): Promise<IntegrationsTestResult> {
  requireAdmin(actor, clientId);
  const secrets = await integrationSecrets(clientId);
  const outcomes = await sendToChats(
    secrets,
    ["telegram", "teams", "slack"],
    "Intranet: test message. Notifications will arrive here.",
    { clientId, test: true },
  );
  return { results: outcomes };
}
