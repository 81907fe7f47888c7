import * as z from "zod/mini";
import { manifestRights, type FeatureCodeFromManifest, type ModuleKey, type moduleManifest } from "./manifest";

/**
 * Roles carried by a user (product-spec §6): the platform roles, and `hr`, the company-wide function
 * role of HR officers (they see everyone's HR data and files). Function roles tied to one object
 * (group owner, mentor…) live with their modules.
 */
export const roles = ["superadmin", "admin", "hr", "employee"] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Employee feature rights, toggled per person or for all by role (product-spec §6); each module owns its rights in the manifest. */
export const featureRights = manifestRights;
export const featureRightSchema = z.enum(featureRights);
export type FeatureRight = z.infer<typeof featureRightSchema>;

/**
 * Rights a new tenant gives new employees until its admin changes them: everything an employee
 * uses day to day; uploading to the knowledge base, editing others' vacations and reading the
 * company's analytics are granted by hand.
 */
const grantedByHand: readonly FeatureRight[] = ["kb_files", "vacations_edit", "analytics"];
export const defaultEmployeeRights: FeatureRight[] = featureRights.filter((right) => !grantedByHand.includes(right));

/**
 * Who may call a route. `user` is any signed-in member of the tenant; a feature right means a user
 * holding that right (admins and superadmins hold every right); `admin` and `superadmin` are roles.
 */
export type AccessLevel = "public" | "user" | "admin" | "superadmin" | FeatureRight;

/** The caller as the API sees it after authentication (DESIGN §4). Core services receive it explicitly. */
export interface Actor {
  userId: string;
  /** The tenant the request acts in: own tenant, or the one a superadmin entered; null for a superadmin outside any. */
  tenantId: string | null;
  /** The tenant the user belongs to (null for a platform superadmin). */
  homeTenantId: string | null;
  roles: Role[];
  rights: FeatureRight[];
  /** The signed-in session the request came with (logout closes it). */
  sessionId?: string;
  /** The person's name as read with the request (the journal keeps who acted by name). */
  name?: { firstName: string; lastName: string };
  /**
   * The modules the tenant has switched off (`client.features`, read with the tenant on each
   * request; absent: none). Routes, search and widgets check it (docs/switches.md).
   */
  modulesOff?: readonly ModuleKey[];
  /** The modules' parts it has switched off on their own (`lms_analytics`; `switchedOffParts`). */
  partsOff?: readonly FeatureCodeFromManifest[];
}

export function hasRole(actor: Pick<Actor, "roles">, role: Role): boolean {
  return actor.roles.includes(role);
}

export function isAdminOrAbove(actor: Pick<Actor, "roles">): boolean {
  return hasRole(actor, "admin") || hasRole(actor, "superadmin");
}

/** HR data and HR files of a person (product-spec §2 profile tabs): the person, admins and HR officers. */
export function canSeeHrDataOf(actor: Pick<Actor, "roles" | "userId">, userId: string): boolean {
  return actor.userId === userId || isAdminOrAbove(actor) || hasRole(actor, "hr");
}

/** The one rule for access levels, used by the API middleware and by the SPA's menu. */
export function meetsAccessLevel(actor: Pick<Actor, "roles" | "rights"> | null, level: AccessLevel): boolean {
  if (level === "public") return true;
  if (!actor) return false;
  if (level === "user") return true;
  if (level === "superadmin") return hasRole(actor, "superadmin");
  if (level === "admin") return isAdminOrAbove(actor);
  return isAdminOrAbove(actor) || actor.rights.includes(level);
}

/** Every access named in the manifest is a real access level: a typo there fails the type check. */
type MenuAccess<E> = E extends { access: infer A } ? A : never;
type ManifestAccess =
  | (typeof moduleManifest)[number]["access"]
  | MenuAccess<Extract<(typeof moduleManifest)[number], { menu: readonly unknown[] }>["menu"][number]>;
type Checked<T extends AccessLevel> = T;
export type _ManifestAccessChecked = Checked<ManifestAccess>;
