/** The platform floor's door: what other modules and packages may use. */
export { mapLimited } from "./concurrency";
export { seededRandom } from "./seeded-random";
export { addDays, type Clock, clock, daysBetween, isoDay, useClock } from "./clock";
export { LazyParts } from "./lazy-parts";
export { forEveryTenant } from "./every-tenant";
export { config } from "./config";
export { AppError, isAppError } from "./errors";
export { newId, stableId, timeOfId } from "./ids";
export { hashPassword, randomPassword, verifyPassword } from "./passwords";
export { isUnavailableError } from "./sdk-http";
export { PLATFORM_TENANT, requireSameTenant, requireTenant, tenantOfPath } from "./tenancy";
export {
  type AccessClaims,
  DEFAULT_TOKEN_TTL_SECONDS,
  DEVICE_MARKER_TTL_SECONDS,
  type DeviceClaims,
  signAccessToken,
  signDeviceMarker,
  verifyAccessToken,
  verifyDeviceMarker,
} from "./tokens";
export { type CollectionRow, type JobRow, type ModulePlugin, type SubscriptionRow } from "./module-plugin";
