import { defineEntity } from "../db/entity";
import { linkKinds } from "@intranet/contracts";

/**
 * One link of a links block. Access patterns (all strongly consistent, in the tenant partition):
 * - Get by clientId + module + linkId (edit, delete: the path names the module);
 * - a block's links: Query pk = clientId, sk begins_with module (at most 50, sorted by `order` in code);
 * - all links of a tenant: Query pk = clientId, sk begins_with the entity prefix (all blocks at once).
 * `order` is not a key part, so moving a link is one write of one item.
 */
export const BlockLinkEntity = defineEntity({
  model: { entity: "blockLink", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    module: { type: "string", required: true },
    linkId: { type: "string", required: true },
    title: { type: "string", required: true },
    link: { type: "string", required: true },
    kind: { type: linkKinds, required: true },
    order: { type: "number", required: true },
    /** Bumped by every edit, which is conditioned on the value it read. */
    revision: { type: "number", required: true, default: 0 },
    createdBy: { type: "string" },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string" },
  },
  indexes: {
    byBlock: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: ["module", "linkId"] },
    },
  },
});
