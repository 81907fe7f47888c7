import {
  accessView,
  addNote,
  addTask,
  createPlan,
  deleteNote,
  deletePlan,
  deleteTask,
  finishTask,
  getPlan,
  idpAnalytics,
  listFor,
  listJournal,
  listNotes,
  listPlans,
  setPlanStatus,
  updatePlan,
  updateTask,
} from "@intranet/core/idp";
import { idpRoutes } from "@intranet/contracts/idp";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

/** The development plans' Lambda: thin, each route calls the plans' service. */
export const handler = areaHandler(idpRoutes, {
  access: ({ actor }) => accessView(actor),
  plans: ({ actor, params, query }) => listPlans(actor, params.list, query),
  listFor: ({ actor, params }) => listFor(actor, params.user),
  analytics: ({ actor }) => idpAnalytics(actor),
  create: async ({ actor, body }) => reply(201, await createPlan(actor, body)),
  plan: ({ actor, params }) => getPlan(actor, params.id),
  update: ({ actor, params, body }) => updatePlan(actor, params.id, body),
  status: ({ actor, params, body }) => setPlanStatus(actor, params.id, body),
  remove: async ({ actor, params }) => {
    await deletePlan(actor, params.id);
    return reply(204);
  },
  addTask: async ({ actor, params, body }) => reply(201, await addTask(actor, params.id, body.task, body.revision)),
  updateTask: ({ actor, params, body }) => updateTask(actor, params.id, params.task, body.task, body.revision),
  deleteTask: ({ actor, params, query }) => deleteTask(actor, params.id, params.task, query.revision),
  finishTask: ({ actor, body }) => finishTask(actor, body),
  notes: ({ actor, params, query }) => listNotes(actor, params.id, query.cursor),
  addNote: async ({ actor, params, body }) => reply(201, await addNote(actor, params.id, body.text)),
  deleteNote: async ({ actor, params }) => {
    await deleteNote(actor, params.id, params.note);
    return reply(204);
  },
  journal: ({ actor, params, query }) => listJournal(actor, params.id, query.cursor),
});
