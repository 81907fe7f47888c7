import { defineEntity } from "../db/entity";

/**
 * Uniqueness guards (DESIGN §5): one item per taken workspace code, login and email. They are
 * written in the same transaction as their owner with `attribute_not_exists`, so two concurrent
 * registrations of one email produce exactly one user. `ssoDomain`: an e-mail domain one company
 * captured for its SSO (auth/sign-in-policy.ts). They are platform-wide by nature (a login
 * is unique across tenants), so their key is not tenant-first; they hold only the owner's ids.
 * Access patterns: Get by scope + value (login by login or email, client by workspace).
 */
export const uniqueScopes = ["workspace", "login", "email", "ssoDomain"] as const;
export type UniqueScope = (typeof uniqueScopes)[number];

export const UniqueEntity = defineEntity({
  model: { entity: "unique", version: "1", service: "intranet" },
  attributes: {
    scope: { type: uniqueScopes, required: true },
    value: { type: "string", required: true },
    clientId: { type: "string", required: true },
    ownerId: { type: "string", required: true },
  },
  indexes: {
    byValue: {
      pk: { field: "pk", composite: ["scope", "value"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
