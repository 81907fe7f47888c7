/** The polls module's door (docs/modules/polls.md). */
export { pollAccess } from "./access";
export { pollsEntities } from "./entities";
export { type PollEvent, type PollEventDetails, pollEventTypes } from "./events";
// Registers the "poll" exporter (functions/exporters.ts imports the door for it).
export { startPollExport } from "./export";
export { listPolls } from "./lists";
export { answersPage, textsPage } from "./pages";
export { createPoll, deletePoll, finishPoll, getPoll, updatePoll } from "./polls";
export { type PollRecord } from "./poll.entity";
export { notPassed, remindPoll } from "./not-passed";
export { pollResults } from "./results";
export { pollNames } from "./store";
export { pollsSearchSource } from "./search-source";
export { submitAnswers } from "./submit";
export { handlePollEvent } from "./subscriber";
