/** The task tracker's door (docs/modules/taskTracker.md). */
export { taskTrackerEntities } from "./entities";
export { addComment, deleteComment, listComments } from "./comments";
export { sendDeadlineWarning } from "./deadlines";
export { createDesk, finishDesk, getDesk, listDesks, restoreDesk, setFavourite, updateDesk } from "./desks";
export { addLane, deleteLane, orderLanes, renameLane } from "./lanes";
export { moveTask } from "./moves";
export { myTasks } from "./my-tasks";
export { createProject, deleteProject, listProjects, updateProject } from "./projects";
export { findCard, findDesk } from "./store";
export { handleTaskEvent } from "./subscriber";
export { addTask, checkItem, deleteTask, getTask, taskFile, updateTask } from "./tasks";
export { taskLink } from "./links";
export { type TaskCardRecord } from "./card.entity";
export { type TaskDeskRecord } from "./desk.entity";
