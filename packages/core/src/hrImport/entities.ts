import { registerEntities } from "../db";
import { HrmDeptEntity } from "./dept-code.entity";
import { HrmRecordEntity } from "./hrm-record.entity";
import { HrmNumberEntity } from "./number-guard.entity";

/** The HR import's entities under their (global, stable) service keys; its door exports the map. */
export const hrImportEntities = {
  hrmRecord: HrmRecordEntity,
  hrmNumber: HrmNumberEntity,
  hrmDept: HrmDeptEntity,
};

export type HrImportEntities = typeof hrImportEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends HrImportEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(hrImportEntities);
