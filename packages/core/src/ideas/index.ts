/** The ideas module's door (docs/modules/ideas.md). */
export { ideasEntities } from "./entities";
export { ideaSettings, saveIdeaSettings } from "./access";
export { getIdea, ideaFile } from "./get";
export { ideaBoard, myIdeas } from "./lists";
export { commentIdea, moveIdea } from "./moves";
export { sendIdea } from "./send";
export { findIdea } from "./store";
export { handleIdeaEvent, ideaLink } from "./subscriber";
export { voteIdea } from "./votes";
export { type IdeaRecord } from "./idea.entity";
