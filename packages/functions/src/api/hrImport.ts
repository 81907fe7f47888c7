import { hrDataOf, loadHrm, loadStruct, resetToHrm } from "@intranet/core/hrImport";
import { hrImportRoutes } from "@intranet/contracts/hrImport";
import { areaHandler } from "../http/area";

/** The HR-system import's Lambda: thin, each route calls the import's core service. */
export const handler = areaHandler(hrImportRoutes, {
  loadHrm: ({ actor, body }) => loadHrm(actor, body),
  resetToHrm: ({ actor, body }) => resetToHrm(actor, body.user_id),
  loadStruct: ({ actor, body }) => loadStruct(actor, body),
  hrData: ({ actor, params }) => hrDataOf(actor, params.id),
});
