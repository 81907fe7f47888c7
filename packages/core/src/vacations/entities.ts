import { registerEntities } from "../db";
import { VacationBalanceEntity } from "./balance.entity";
import { VacationLedgerEntity } from "./ledger.entity";
import { VacationMonthEntity } from "./month.entity";
import { VacationSettingsEntity } from "./settings.entity";
import { VacationEntity } from "./vacation.entity";
import { VacationWaitingEntity } from "./waiting.entity";

/** Vacations' entities under their (global, stable) service keys. */
export const vacationEntities = {
  vacation: VacationEntity,
  vacationMonth: VacationMonthEntity,
  vacationBalance: VacationBalanceEntity,
  vacationLedger: VacationLedgerEntity,
  vacationSettings: VacationSettingsEntity,
  vacationWaiting: VacationWaitingEntity,
};

export type VacationEntities = typeof vacationEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends VacationEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(vacationEntities);
