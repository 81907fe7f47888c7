import { defineStatusIndex } from "../db/status-index";

/** An idea in its status (db/status-index.ts; order = the idea's ULID): the board's status pages and the inbox. */
export const IdeaStatusEntity = defineStatusIndex("ideaByStatus");
