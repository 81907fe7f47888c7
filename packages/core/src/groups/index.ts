/** The groups module's door (docs/modules/groups.md). */
export { accessOf, standingOf } from "./access";
export { type GroupDeletionCheck, registerGroupDeletionCheck } from "./deletion-checks";
export { groupsEntities } from "./entities";
export { type GroupEvent, type GroupEventDetails, groupEventTypes } from "./events";
export {
  canReadBy,
  createGroup,
  deleteGroup,
  getGroup,
  groupsByIds,
  groupsOfUser,
  listGroups,
  updateGroup,
} from "./groups";
export { type GroupRecord } from "./group.entity";
export {
  acceptInvitation,
  approve,
  cancelRequest,
  declineInvitation,
  grantUser,
  invite,
  join,
  leave,
  reject,
  revokeUser,
} from "./membership";
export { type MembershipRecord } from "./membership.entity";
export { replaceOwner } from "./owner";
export { groupPeople } from "./people";
export { findGroup, findMembership, groupAllowing, groupFor } from "./store";
export { groupFeed, groupPostParent, groupReaderLabels } from "./wall";
export { handleGroupEvent } from "./subscriber";
export { groupsSearchSource } from "./search-source";
export { groupFileOwnerCheck, removeGroupImage, setGroupImage } from "./images";
