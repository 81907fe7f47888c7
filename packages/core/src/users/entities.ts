import { registerEntities } from "../db";
import { UserEntity } from "./user.entity";
import { FollowEntity } from "./follow.entity";
import { PinBoardEntity } from "./pin-board.entity";
import { SessionEntity } from "./session.entity";
import { ResetTokenEntity } from "./reset-token.entity";
import { CompanyNetworksEntity } from "./company-networks.entity";
import { InvitationEntity } from "./invitation.entity";

/** The users module's entities under their (global, stable) service keys; its door exports the map. */
export const usersEntities = {
  user: UserEntity,
  follow: FollowEntity,
  pinBoard: PinBoardEntity,
  session: SessionEntity,
  resetToken: ResetTokenEntity,
  companyNetworks: CompanyNetworksEntity,
  invitation: InvitationEntity,
};

export type UsersEntities = typeof usersEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends UsersEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(usersEntities);
