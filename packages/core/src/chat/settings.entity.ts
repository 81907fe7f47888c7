import { defineEntity, type EntityItem } from "../db/entity";

/**
 * The chat's settings: the company's (`userId` "company": read receipts on or off) and a person's
 * (`userId` theirs: whether they share receipts). One Get each; absent means the default (on).
 */
export const ChatSettingsEntity = defineEntity({
  model: { entity: "chatsettings", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    receipts: { type: "boolean", required: true, default: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byOwner: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type ChatSettingsRecord = EntityItem<typeof ChatSettingsEntity>;
