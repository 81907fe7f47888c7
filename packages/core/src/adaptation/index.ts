/** The adaptation's door (docs/modules/adaptation.md). */
export { setActive } from "./active";
export { companyAdaptationCounts, trackAnalytics, trackCounts } from "./analytics";
export { adaptationEntities } from "./entities";
export { asRole, listFor, trackMembers } from "./lists";
export { addUser, changePeople, removeUser } from "./members";
export { deletePersonStep, finishStep, resumeStep, unfinish } from "./progress";
export {
  createScenario,
  createStage,
  createStep,
  deleteScenario,
  deleteStage,
  deleteStep,
  orderStages,
  orderSteps,
  renameScenario,
  renameStage,
  updateStep,
} from "./scenarios";
export { seenAdaptation } from "./store";
export { handleAdaptationEvent } from "./subscriber";
export { runStepTimer, STEP_JOB, timerName } from "./timer";
export {
  copyTrack,
  createTrack,
  deleteTrack,
  getSettings,
  getTrack,
  listTracks,
  saveSettings,
  updateTrack,
} from "./tracks";
export { adaptView } from "./views";
