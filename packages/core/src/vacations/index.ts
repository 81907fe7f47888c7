/** Vacations' door (issue 37): balances as a ledger, vacations with the spec's rules, approval, the team chart. */
export { vacationEntities } from "./entities";
export { type VacationEvent, type VacationEventDetails } from "./events";
export { vacationChart } from "./chart";
export { exportChart } from "./export";
export { adjustBalance, ledgerOf, myVacations, personVacations } from "./person";
export { createVacation, decideVacation, removeVacation, updateVacation } from "./plan";
export { REMINDER_JOB, sendVacationReminder } from "./reminder";
export { waitingRequests } from "./requests";
export { getSettings, saveSettings } from "./settings";
export { handleVacationEvent } from "./subscriber";
