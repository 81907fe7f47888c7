/** The identity module's door: what other modules and packages may use. */
export { identityEntities } from "./entities";
export { type Guard, type GuardKey, findGuard, findGuards, uniqueCommits } from "./guards";
export { type UniqueScope, uniqueScopes } from "./unique.entity";
