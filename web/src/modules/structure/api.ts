import {
  structureRoutes as routes,
  type AddDeptUsersBody,
  type CreateDepartmentBody,
  type RemoveDeptUsersBody,
  type SetHeadBody,
  type StructureType,
  type UpdateDepartmentBody,
} from "@intranet/contracts/structure";
import { callRoute } from "../../api/client";

/** TanStack Query keys of the structure; everything under `structure`, so any change refreshes every view of it. */
export const structureKeys = {
  all: ["structure"] as const,
  tree: (client: string, type: StructureType) => ["structure", "tree", client, type] as const,
  people: (dept: string) => ["structure", "people", dept] as const,
};

/** The structure's calls (rules-calls-errors-spec §7 Structure), from contracts/structure/routes.ts. */
export const structureApi = {
  tree: (client: string, type: StructureType) => callRoute(routes.byClient, { params: { client }, query: { type } }),
  people: (dept: string) => callRoute(routes.deptUsers, { query: { dept } }),
  create: (body: Partial<CreateDepartmentBody> & Pick<CreateDepartmentBody, "name">) =>
    callRoute(routes.create, { body }),
  update: (body: UpdateDepartmentBody) => callRoute(routes.update, { body }),
  remove: (id: string) => callRoute(routes.remove, { params: { id } }),
  addUsers: (body: AddDeptUsersBody) => callRoute(routes.addUsers, { body }),
  removeUsers: (body: RemoveDeptUsersBody) => callRoute(routes.removeUsers, { body }),
  setHead: (body: SetHeadBody) => callRoute(routes.setHead, { body }),
  clearHead: (dept_id: string) => callRoute(routes.clearHead, { body: { dept_id } }),
};
