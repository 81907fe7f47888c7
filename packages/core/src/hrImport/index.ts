/** The HR-system import's door: what other modules and packages may use. */
export { hrImportEntities } from "./entities";
export { type LastHrImport, hrDataOf, lastHrImportOf } from "./hr-data";
export { loadHrm } from "./load";
export { loadStruct } from "./load-struct";
export { type RawRow, parseHrFile, parseStructFile } from "./parse";
export { resetToHrm } from "./reset";
