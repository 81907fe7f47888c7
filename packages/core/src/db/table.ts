/**
 * The single table's physical shape (DESIGN §5), shared by the ElectroDB entities, the SST stack
 * and the local bootstrap so the three can never disagree. No imports: stacks/ loads this file.
 */
export const tableShape = {
  partitionKey: "pk",
  sortKey: "sk",
  ttlAttribute: "expiresAt",
  indexes: {
    gsi1: { partitionKey: "gsi1pk", sortKey: "gsi1sk" },
    gsi2: { partitionKey: "gsi2pk", sortKey: "gsi2sk" },
  },
} as const;

export type GlobalIndexName = keyof typeof tableShape.indexes;
