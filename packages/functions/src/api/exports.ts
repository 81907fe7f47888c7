import { exportStatus } from "@intranet/core/exports";
import { exportsRoutes } from "@intranet/contracts/exports";
import { areaHandler } from "../http/area";

/** Exports' Lambda: an export's progress and, once done, its download URL. */
export const handler = areaHandler(exportsRoutes, {
  status: ({ actor, params }) => exportStatus(actor, params.id),
});
