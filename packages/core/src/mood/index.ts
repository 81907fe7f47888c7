/** The mood meter's door (docs/architecture.md, "Polls and the mood meter", Mood). */
export { checkMood } from "./check";
export { moodEntities } from "./entities";
export { exportMood } from "./export";
export { rateMood } from "./rate";
export { moodStats } from "./stats";
