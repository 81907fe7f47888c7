/** The development plans' door (docs/modules/idp.md). */
export { idpAnalytics } from "./analytics";
export { idpEntities } from "./entities";
export { accessView, listFor, listPlans } from "./lists";
export { addNote, deleteNote, listNotes } from "./notes";
export { listJournal } from "./journal";
export { createPlan, deletePlan, setPlanStatus, updatePlan } from "./plans";
export { getPlan } from "./read";
export { handleIdpEvent } from "./subscriber";
export { addTask, deleteTask, finishTask, updateTask } from "./tasks";
export { DUE_JOB, runDueTimer, timerName } from "./timer";
