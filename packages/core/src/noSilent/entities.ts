import { registerEntities } from "../db";
import { ReportCodeEntity } from "./code.entity";
import { ReportEntity } from "./report.entity";
import { ReportSettingsEntity } from "./settings.entity";
import { ReportStatusEntity } from "./status.entity";

/** The "Don't be silent" module's entities under their (global, stable) service keys. */
export const noSilentEntities = {
  noSilentReport: ReportEntity,
  noSilentCode: ReportCodeEntity,
  noSilentSettings: ReportSettingsEntity,
  noSilentReportByStatus: ReportStatusEntity,
};

export type NoSilentEntities = typeof noSilentEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends NoSilentEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(noSilentEntities);
