import { defineEntity } from "../db/entity";

/**
 * Channel choices (product-spec §3: "notification settings carry channels"). Access patterns:
 * - a user's own choice: Get (clientId, userId); the recipients of a notification: BatchGet;
 * - the tenant's defaults: Get (clientId).
 * `channels` and `sections` are validated by the contracts' schema before they are written and
 * parsed again when read (settings.ts).
 */
export const NotificationSettingsEntity = defineEntity({
  model: { entity: "notificationSettings", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    channels: { type: "any" },
    sections: { type: "any" },
    likes: { type: "boolean" },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export const NotificationDefaultsEntity = defineEntity({
  model: { entity: "notificationDefaults", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    channels: { type: "any" },
    sections: { type: "any" },
    likes: { type: "boolean" },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

/**
 * The tenant's outbound chat integrations (Telegram bot + chat, Teams and Slack incoming webhooks).
 * One item per tenant: Get. Secrets are stored as given (the table is encrypted at rest) and never
 * returned by the API (integrations.ts masks them).
 */
export const NotificationIntegrationsEntity = defineEntity({
  model: { entity: "notificationIntegrations", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    telegramBotToken: { type: "string" },
    telegramChatId: { type: "string" },
    teamsWebhookUrl: { type: "string" },
    slackWebhookUrl: { type: "string" },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
