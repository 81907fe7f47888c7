import type { StructureType } from "./schemas";

/** A department as the tree shows it (product-spec §3 Department). */
export interface DepartmentView {
  _id: string;
  type: StructureType;
  name: string;
  description: string;
  /** null for the type's root. */
  parent: string | null;
  /** The head's user id (product-spec: manager, headUser). */
  headUser: string | null;
  /** Employees placed in this department (not counting its sub-departments). */
  employees: number;
  updatedAt: string;
}

/** GET /api/structure/byClient/{client}: one structure type, every department in one answer. */
export interface StructureView {
  type: StructureType;
  departments: DepartmentView[];
  /** The people heading departments, for the chart's cards (each once). */
  heads: DeptUserView[];
}

/** A person as a department's employee list shows them. */
export interface DeptUserView {
  _id: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  position?: string;
  avatar?: string;
}

/** GET /api/structure/dept_users: a department's employees, the head among them. */
export interface DeptUsersView {
  dept_id: string;
  headUser: string | null;
  users: DeptUserView[];
}

/** GET /api/structure/chiefs/{user}: the person's chiefs, nearest first (empty: nobody above them). */
export interface ChiefsView {
  user_id: string;
  /** The person's administrative department, if they are placed in one. */
  department: string | null;
  chiefs: Array<{ userId: string; deptId: string }>;
}

export interface DepartmentDeleted {
  _id: string;
  deleted: true;
}
