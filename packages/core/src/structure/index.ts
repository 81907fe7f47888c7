/** The structure module's door: what other modules and packages may use. */
export { type PathStep, type PersonDepartment, departmentsOfPerson } from "./ancestry";
export { type Chiefs, chiefsOf, chiefsView } from "./chiefs";
export { type StructureCopied, copyStructure } from "./copy";
export { isStructureDepartment } from "./department-names";
export {
  createDepartment,
  deleteDepartment,
  departmentOutline,
  getStructure,
  requireDepartment,
  updateDepartment,
} from "./departments";
export { type StructureDeptRecord } from "./department.entity";
export { structureEntities } from "./entities";
export { handleStructureEvent, removeLeavers } from "./leavers";
export { addDeptUsers, clearDepartmentHead, deptUsers, removeDeptUsers, setDepartmentHead } from "./members";
export { STRUCTURE_CHANGED, type StructureChangedDetail, publishStructureChanged } from "./events";
export { peopleUnder } from "./people-under";
export { type DepartmentDraft, type DepartmentsImported, type DraftParent, importDepartments } from "./bulk";
export { type DepartmentSnapshot, type StructureSnapshot, structureSnapshot } from "./snapshot";
