import { UserEntity } from "./user.entity";
import { FollowEntity } from "./follow.entity";
import { PinBoardEntity } from "./pin-board.entity";
import { SessionEntity } from "./session.entity";
import { ResetTokenEntity } from "./reset-token.entity";

/**
 * The users module's entities under their service keys, registered in `src/entities.ts`.
 * This file imports entity definitions only (no services, no db), so the registry stays a leaf.
 */
export const usersEntities = {
  user: UserEntity,
  follow: FollowEntity,
  pinBoard: PinBoardEntity,
  session: SessionEntity,
  resetToken: ResetTokenEntity,
};
