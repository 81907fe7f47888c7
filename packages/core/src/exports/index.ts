/** The exports module's door: modules register exporters and start exports; the SPA follows them. */
export {
  type ExportColumn,
  type ExportRequest,
  type Exporter,
  type FileExporter,
  type TableExporter,
  registerExporter,
} from "./exporters";
export { exportsEntities } from "./entities";
export { EXPORT_REQUESTED, startExport } from "./start";
export { exportStatus } from "./status";
export { handleExportEvent } from "./subscriber";
