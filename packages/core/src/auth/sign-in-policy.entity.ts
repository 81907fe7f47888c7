import { defineEntity } from "../db/entity";

/**
 * A company's sign-in policy (auth/sign-in-policy.ts): one item per company, absent until an admin
 * sets it (the defaults apply). Its captured domains are also `unique` guards (scope `ssoDomain`),
 * written in the same transaction, so a domain belongs to one company only. Get by clientId.
 */
export const SignInPolicyEntity = defineEntity({
  model: { entity: "signInPolicy", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    passwordSignIn: { type: "boolean", required: true },
    ssoDomains: { type: "list", items: { type: "string" }, required: true },
    sessionHours: { type: "number", required: true },
    adminTwoFactor: { type: "boolean", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
