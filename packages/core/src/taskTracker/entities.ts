import { registerEntities } from "../db";
import { TaskBodyEntity } from "./body.entity";
import { TaskCardEntity } from "./card.entity";
import { TaskCommentEntity } from "./comment.entity";
import { TaskDeskEntity } from "./desk.entity";
import { TaskFavouriteEntity } from "./favourite.entity";
import { TaskLinkEntity } from "./link.entity";
import { TaskProjectEntity } from "./project.entity";

/** The task tracker's entities under their (global, stable) service keys. */
export const taskTrackerEntities = {
  taskDesk: TaskDeskEntity,
  taskCard: TaskCardEntity,
  taskBody: TaskBodyEntity,
  taskLink: TaskLinkEntity,
  taskComment: TaskCommentEntity,
  taskFavourite: TaskFavouriteEntity,
  taskProject: TaskProjectEntity,
};

export type TaskTrackerEntities = typeof taskTrackerEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends TaskTrackerEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(taskTrackerEntities);
