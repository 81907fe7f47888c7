/** The users module's door: what other modules and packages may use. */
export { activeAdminIds } from "./admins";
export { birthdayComposites } from "./birthday-key";
export { type BirthdayRecord, type MonthDayRange, reindexBirthdays, usersWithBirthdaysIn } from "./birthdays";
export { countTenantUsers } from "./counts";
export {
  type NewUserInput,
  NO_PASSWORD,
  createUser,
  creationConflict,
  creationFact,
  newUserRecord,
  prepareUser,
  userCreationCommits,
} from "./create";
export { usersEntities } from "./entities";
export { follow, listFollowers, listFollowing, unfollow } from "./follow";
export { listUsersOfClient, userRecordsPage, usersPage } from "./list";
export { movePin, togglePin } from "./pins";
export { getUserView } from "./read";
export { type Redemption, findResetToken, hashToken, issueResetToken, redeemResetToken } from "./reset-tokens";
export { mailPasswordLink } from "./password-mail";
export { findInvitation } from "./invitations";
export { resendInvitation } from "./invitation-resend";
export { setRightsForRole, setUserRights } from "./rights";
export { changeRole, changeRoles } from "./roles";
export { closeAllSessions, closeSession, closeSessions, openSession, usersReads } from "./sessions";
export { noteSessionSeen } from "./session-seen";
export {
  endEmployeeSession,
  endOtherSessions,
  endOwnSession,
  listEmployeeSessions,
  listOwnSessions,
} from "./sessions-list";
export { getCompanyNetworks, putCompanyNetworks } from "./company-networks";
export { removeEmployee, restoreEmployee } from "./status";
export { findUser, getUsers, notActiveAmong, requireUser, setPasswordHash, userItem, writeUserStatus } from "./store";
export {
  type PlacementRules,
  registerPlacementRules,
  registerPlacementRulesLoader,
  requireKnownDepartment,
} from "./placement";
export { type UpdateOptions, requireProfileEditor, updateUser } from "./update";
export { type UserImage, setUserImage } from "./images";
export { type UserRecord } from "./user.entity";
export { authorHitMeta, fullName, pageShownTo, searchTextOf, shownTo, toUserView } from "./views";
export { USER_CHANGED, type UserChangedDetail, publishUserChanged } from "./events";
