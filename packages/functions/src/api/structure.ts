import {
  addDeptUsers,
  chiefsView,
  clearDepartmentHead,
  createDepartment,
  deleteDepartment,
  deptUsers,
  getStructure,
  removeDeptUsers,
  setDepartmentHead,
  updateDepartment,
} from "@intranet/core/structure";
import { structureRoutes } from "@intranet/contracts/structure";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

/** The company structure's Lambda: thin, each route calls the structure's core service. */
export const handler = areaHandler(structureRoutes, {
  byClient: ({ actor, params, query }) => getStructure(actor, params.client, query.type),
  deptUsers: ({ actor, query }) => deptUsers(actor, query.dept),
  chiefs: ({ actor, params }) => chiefsView(actor, params.user),
  create: async ({ actor, body }) => reply(201, await createDepartment(actor, body)),
  update: ({ actor, body }) => updateDepartment(actor, body),
  remove: ({ actor, params }) => deleteDepartment(actor, params.id),
  addUsers: ({ actor, body }) => addDeptUsers(actor, body),
  setHead: ({ actor, body }) => setDepartmentHead(actor, body),
  removeUsers: ({ actor, body }) => removeDeptUsers(actor, body),
  clearHead: ({ actor, body }) => clearDepartmentHead(actor, body.dept_id),
});
