/** The mood meter's door (docs/modules/polls.md, Mood). */
export { checkMood } from "./check";
export { moodEntities } from "./entities";
export { exportMood } from "./export";
export { rateMood } from "./rate";
export { moodStats } from "./stats";
