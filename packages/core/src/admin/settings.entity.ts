import { defineEntity } from "../db/entity";

/**
 * AI company data (product-spec §3): one item per company, read by its admins' tab (and later by
 * an assistant). Get by clientId.
 */
export const CompanyAiEntity = defineEntity({
  model: { entity: "companyAi", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    prompt: { type: "string" },
    industry: { type: "string" },
    mission: { type: "string" },
    structure: { type: "string" },
    values: { type: "string" },
    terminology: { type: "string" },
    tone: { type: "string" },
    updatedAt: { type: "string" },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

/**
 * The company's links to outside systems: the 1C personnel system and the mailing service, their
 * secrets included. Only services that call those systems read the secrets; API answers mask them.
 */
export const CompanyIntegrationsEntity = defineEntity({
  model: { entity: "companyIntegrations", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    hrmUrl: { type: "string" },
    hrmLogin: { type: "string" },
    hrmPassword: { type: "string" },
    mailingService: { type: ["sendsay"] as const },
    mailingLogin: { type: "string" },
    mailingApiKey: { type: "string" },
    mailingList: { type: "string" },
    updatedAt: { type: "string" },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
