import { defineEntity, type EntityItem } from "../db/entity";

const text = { type: "string" } as const;

/**
 * What the HR system last said about one person: the values of their row in the last import that
 * created or matched them (only the cells that were filled), so reset_to_hrm can put the profile
 * back, and their personnel number, by which the next import finds them. Access patterns:
 * - Get by clientId + userId (reset_to_hrm);
 * - every record of a tenant: Query pk = clientId (an import matches its rows against all of them
 *   in memory: a company's people, a few thousand small items, a handful of pages).
 * Written in the transaction that creates an imported person; after an update of an existing one.
 */
export const HrmRecordEntity = defineEntity({
  model: { entity: "hrmRecord", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    personnelNumber: text,
    lastName: text,
    firstName: text,
    middleName: text,
    email: text,
    taxId: text,
    position: text,
    department: text,
    phone: text,
    city: text,
    birthDate: text,
    workingSince: text,
    /** The upload the values came from, and when they were imported. */
    fileId: { type: "string", required: true },
    importedAt: { type: "string", required: true },
  },
  indexes: {
    byTenant: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
  },
});

export type HrmRecord = EntityItem<typeof HrmRecordEntity>;
