import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A company's shop settings (product-spec §3 Shop): one item per tenant, absent until first saved
 * (then the defaults apply: name "Shop!"). Access patterns:
 * - by tenant: Get pk = clientId (GET shop/byClient/{client}, every manager check, each purchase's
 *   notification to the managers);
 * - every shop with date-driven auto-awards on (the daily job): ONE Query on the sparse gsi1
 *   pk = "shop#awards" (`awardsIndex` set only while such an award is on), sk = clientId.
 */
export const ShopSettingsEntity = defineEntity({
  model: { entity: "shopSettings", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    name: { type: "string", required: true },
    currencyName: { type: "string", required: true },
    currencyShort: { type: "string", required: true },
    /** ShopTranslations (contracts): the name, currency words and code per language, as validated. */
    translations: { type: "any" },
    icon: { type: "string", required: true, default: "" },
    managers: { type: "list", items: { type: "string" }, required: true },
    description: { type: "string", required: true, default: "" },
    pic: { type: "string" },
    /** AutoAwards (contracts), stored as written after validation. */
    autoAwards: { type: "any" },
    /** "1" while a date-driven award (birthday, anniversary, years, profile) is on (then the shop is in gsi1), else "0". */
    awardsIndex: { type: "string" },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
    withDateAwards: {
      index: "gsi1",
      condition: (attributes) => attributes.awardsIndex === "1",
      pk: { field: "gsi1pk", composite: ["awardsIndex"] },
      sk: { field: "gsi1sk", composite: ["clientId"] },
    },
  },
});

export type ShopSettingsRecord = EntityItem<typeof ShopSettingsEntity>;
