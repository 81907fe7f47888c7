import { defineEntity } from "../db/entity";

/**
 * A tenant's notification template (product-spec §3 Notification template). The code is unique per
 * tenant because it is the sort key: creation is a conditional put. Access patterns:
 * - by code (rendering, edits): Get (clientId, code);
 * - the tenant's templates (admin list): Query pk = clientId, begins_with this entity's prefix.
 * Built-in templates live in code (templates.ts); a tenant template of the same code overrides one.
 */
export const NotificationTemplateEntity = defineEntity({
  model: { entity: "notificationTemplate", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    code: { type: "string", required: true },
    templateId: { type: "string", required: true },
    name: { type: "string", required: true },
    title: { type: "string", required: true },
    short: { type: "string", required: true, default: "" },
    full: { type: "string", required: true, default: "" },
    variables: { type: "list", items: { type: "string" }, required: true, default: () => [] },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string" },
  },
  indexes: {
    byCode: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: ["code"] },
    },
  },
});
