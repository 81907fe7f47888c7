import type { DepartmentView, StructureType } from "@intranet/contracts/structure";

/** The one dialog open on the structure page, if any. */
export type DialogState =
  | { kind: "create"; type: StructureType; parent: string | null }
  | { kind: "edit"; dept: DepartmentView }
  | { kind: "move"; dept: DepartmentView }
  | { kind: "people"; dept: DepartmentView }
  | { kind: "confirmMove"; dept: DepartmentView; target: DepartmentView }
  | { kind: "confirmDelete"; dept: DepartmentView }
  | null;
