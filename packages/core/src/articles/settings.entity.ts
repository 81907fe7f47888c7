import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A company's knowledge-base settings and the tree's guard. Every structural write (create, move,
 * order, deletion, rights) updates it on the condition that `treeVersion` is what the writer read,
 * so two such writes never interleave (no cycle, no shuffled orders) and `nodeCount` is exact. Every
 * other write of what the tree holds (a save, files, `emptyAsArticles`) adds 1 to it in its own
 * transaction: readers keep the tree in memory under the version (tree.ts `readTree`).
 * Created by the first write (absent: version 0, no nodes). Access pattern: Get pk = clientId.
 */
export const ArticleSettingsEntity = defineEntity({
  model: { entity: "artSettings", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    emptyAsArticles: { type: "boolean" },
    nodeCount: { type: "number" },
    treeVersion: { type: "number" },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type ArticleSettingsRecord = EntityItem<typeof ArticleSettingsEntity>;
