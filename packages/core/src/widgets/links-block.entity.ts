import { defineEntity } from "../db/entity";

/**
 * A module's links block of a tenant (product-spec §3 Links block): its on/off switch and the
 * number of its links. The links are items of their own (block-link.entity.ts), so two admins
 * adding links at once both land; the count is an atomic ADD in the same transaction as each
 * link, conditioned on the limit. Access patterns:
 * - Get by clientId + module (a block, the toggle, the count);
 * - all blocks of a tenant: Query pk = clientId, sk begins_with the entity prefix.
 * A block that was never written reads as active and empty.
 */
export const LinksBlockEntity = defineEntity({
  model: { entity: "linksBlock", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    module: { type: "string", required: true },
    /** Absent until first toggled (read as true). No default: upserts must never reset it. */
    active: { type: "boolean" },
    linkCount: { type: "number" },
    createdAt: { type: "string" },
    updatedAt: { type: "string" },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: ["module"] },
    },
  },
});
