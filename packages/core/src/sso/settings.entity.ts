import { ssoProviderTypes } from "@intranet/contracts/sso";
import { defineEntity } from "../db/entity";

/**
 * A company's corporate identity provider (issue 41): one item per company, Get by clientId. The
 * client secret is NOT kept here: it goes to the user pool (which keeps it in the provider's
 * details) and this item only records when it was last set, so the company archive and the
 * table hold no secret.
 */
export const SsoSettingsEntity = defineEntity({
  model: { entity: "ssoSettings", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    enabled: { type: "boolean", required: true },
    type: { type: ssoProviderTypes, required: true },
    displayName: { type: "string", required: true },
    issuer: { type: "string" },
    oidcClientId: { type: "string" },
    /** When the client secret was last given (ISO): the journal's "set"/"replaced". */
    secretSetAt: { type: "string" },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
