/** The HR-system import's door: what other modules and packages may use. */
export { hrImportEntities } from "./entities";
export { loadHrm } from "./load";
export { type RawRow, parseHrFile } from "./parse";
export { resetToHrm } from "./reset";
