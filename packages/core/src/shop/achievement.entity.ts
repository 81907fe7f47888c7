import { defineEntity, type EntityItem } from "../db/entity";

/**
 * An achievement (product-spec §3 Achievement). Access patterns:
 * - by id: Get pk = clientId + achievementId (accrual, edit, delete);
 * - the list: ONE Query on gsi1 pk = clientId, sk = achievementId.
 */
export const ShopAchievementEntity = defineEntity({
  model: { entity: "shopAchievement", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    achievementId: { type: "string", required: true },
    name: { type: "string", required: true },
    description: { type: "string", required: true, default: "" },
    pic: { type: "string" },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string" },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "achievementId"] },
      sk: { field: "sk", composite: [] },
    },
    byClient: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId"] },
      sk: { field: "gsi1sk", composite: ["achievementId"] },
    },
  },
});

export type ShopAchievementRecord = EntityItem<typeof ShopAchievementEntity>;
