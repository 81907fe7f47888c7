import { defineEntity } from "../db/entity";

/**
 * Who an identity at a company's provider is (issue 41): the provider's subject → the company's
 * user. One item per (provider, subject), created with a condition at the first sign-in, so two
 * first sign-ins at once link once. Get by clientId + providerName + subject.
 */
export const SsoLinkEntity = defineEntity({
  model: { entity: "ssoLink", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    providerName: { type: "string", required: true },
    subject: { type: "string", required: true },
    userId: { type: "string", required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    bySubject: {
      pk: { field: "pk", composite: ["clientId", "providerName", "subject"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
