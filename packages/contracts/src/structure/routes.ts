import {
  addDeptUsersBodySchema,
  chiefsParamsSchema,
  clearHeadBodySchema,
  createDepartmentBodySchema,
  departmentParamsSchema,
  deptUsersQuerySchema,
  removeDeptUsersBodySchema,
  setHeadBodySchema,
  structureClientParamsSchema,
  structureTypeQuerySchema,
  updateDepartmentBodySchema,
} from "./schemas";
import { answer, defineRoutes } from "../route";
import type { ChiefsView, DepartmentDeleted, DepartmentView, DeptUsersView, StructureView } from "./views";

/**
 * The company structure (rules spec §7 Structure). Reading needs the `structures` right (admins hold
 * every right); changing departments and their employees is for admins. The spec gives no delete
 * path: `DELETE /api/structure/{id}` follows the module's shape; `GET /api/structure/chiefs/{user}`
 * answers the chain of chiefs services and vacations use. `{client}` must be the caller's company.
 */
export const structureRoutes = defineRoutes("structure", {
  byClient: {
    method: "GET",
    path: "/api/structure/byClient/{client}",
    access: "structures",
    summary: "Every department of one structure type (?type=, default administrative), in one answer",
    params: structureClientParamsSchema,
    query: structureTypeQuerySchema,
    answer: answer<StructureView>(),
  },
  deptUsers: {
    method: "GET",
    path: "/api/structure/dept_users",
    access: "structures",
    summary: "A department's employees and its head (?dept=)",
    query: deptUsersQuerySchema,
    answer: answer<DeptUsersView>(),
  },
  chiefs: {
    method: "GET",
    path: "/api/structure/chiefs/{user}",
    access: "user",
    summary: "A person's chiefs, nearest first: the head of their department, or of the parent when they head it",
    params: chiefsParamsSchema,
    answer: answer<ChiefsView>(),
  },
  create: {
    method: "POST",
    path: "/api/structure",
    access: "admin",
    summary: "Creates a department under a parent, or the root of an empty structure type",
    body: createDepartmentBodySchema,
    answer: answer<DepartmentView>(),
  },
  update: {
    method: "PUT",
    path: "/api/structure",
    access: "admin",
    summary: "Renames, describes or moves a department (never into itself or its own sub-department)",
    body: updateDepartmentBodySchema,
    answer: answer<DepartmentView>(),
  },
  remove: {
    method: "DELETE",
    path: "/api/structure/{id}",
    access: "admin",
    summary: "Deletes a department that is not the root and has no employees and no sub-departments",
    params: departmentParamsSchema,
    answer: answer<DepartmentDeleted>(),
  },
  addUsers: {
    method: "POST",
    path: "/api/dept_users",
    access: "admin",
    summary: "Adds employees to a department (in the administrative structure they move from their old one)",
    body: addDeptUsersBodySchema,
    answer: answer<DeptUsersView>(),
  },
  setHead: {
    method: "PUT",
    path: "/api/dept_users",
    access: "admin",
    summary: "Sets the department's head, one of its employees",
    body: setHeadBodySchema,
    answer: answer<DepartmentView>(),
  },
  removeUsers: {
    method: "DELETE",
    path: "/api/dept_users",
    access: "admin",
    summary: "Removes employees from a department (a removed head leaves the head's place empty)",
    body: removeDeptUsersBodySchema,
    answer: answer<DeptUsersView>(),
  },
  clearHead: {
    method: "PUT",
    path: "/api/structure/clear_chief",
    access: "admin",
    summary: "Leaves the department without a head",
    body: clearHeadBodySchema,
    answer: answer<DepartmentView>(),
  },
});
