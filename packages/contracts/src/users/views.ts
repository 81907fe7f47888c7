import type * as z from "zod/mini";
import type { featureRightSchema, roleSchema } from "../roles";
import type { AssignableRole, EmployeeStatus, ProfileFields, RoleChangeResult } from "./schemas";

/** The answer shapes (views) of the users module: what its routes answer and its events carry. */

/** The user as every API answer shows it: never the password hash or internal counters. */
export interface UserView extends Partial<ProfileFields> {
  _id: string;
  client_id: string;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  roles: z.infer<typeof roleSchema>[];
  rights: z.infer<typeof featureRightSchema>[];
  status: EmployeeStatus;
  deletion_mark: boolean;
  firedAt?: string;
  pinned_num?: number;
  followersCount: number;
  /** GET /api/user/{id} about someone else: whether the caller follows them. */
  following?: boolean;
  vacationDaysLeft?: number;
  /** Public URLs of the profile's pictures (unguessable, served by the media bucket). */
  avatar?: string;
  cover?: string;
  createdAt: string;
}

export interface RegisterManyResult {
  created: Array<{ row: number; user: UserView }>;
  failed: Array<{ row: number; code: string; message: string; details?: unknown }>;
}

/**
 * A page of users in the list's order; `cursor` asks for the next page, null after the last one
 * (a page that ends exactly at the end of the list may be followed by one empty page).
 */
export interface UserPage {
  items: UserView[];
  cursor: string | null;
}

export interface BulkRoleResult {
  results: RoleChangeResult[];
}

export interface RoleRightsResult {
  role: AssignableRole;
  rights: z.infer<typeof featureRightSchema>[];
  /** Users holding the role whose rights were set. */
  updated: number;
}

export interface DefaultRightsResult {
  defaultRights: z.infer<typeof featureRightSchema>[];
}

export interface FollowResult {
  user_id: string;
  following: boolean;
  followersCount: number;
}

/** Pinned employees, top first. */
export interface PinnedUsers {
  items: UserView[];
}
