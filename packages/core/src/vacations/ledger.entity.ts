import { ledgerKinds } from "@intranet/contracts/vacations";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * One change of a person's balance (Frappe HR's leave ledger): the balance is the sum of these.
 * Written with the balance in one transaction; `seq` is the balance's version after the change,
 * so entries never collide and read back in order.
 * Access pattern: pk = clientId + userId, sk = seq (zero-padded) + n.
 */
export const VacationLedgerEntity = defineEntity({
  model: { entity: "vacationLedger", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    seq: { type: "string", required: true },
    at: { type: "string", required: true },
    kind: { type: ledgerKinds, required: true },
    delta: { type: "number", required: true },
    balance: { type: "number", required: true },
    by: { type: "string", required: true },
    note: { type: "string", required: true, default: "" },
    vacationId: { type: "string" },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["seq"] },
    },
  },
});

export type VacationLedgerRecord = EntityItem<typeof VacationLedgerEntity>;
