/**
 * Platform superadmins belong to no client company; their user items live under this reserved
 * tenant id, which no workspace can take (workspace codes are letters and digits, ids are ULIDs).
 */
export const PLATFORM_TENANT = "$platform";
