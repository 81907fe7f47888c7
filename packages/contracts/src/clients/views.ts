import type * as z from "zod/mini";
import type { featureRightSchema } from "../roles";
import type { UserView } from "../users/views";
import type { ErrorCode } from "../errors";
import type { ClientDesign, ClonePart, ClientSettings, FeatureCode, clientDataSchema, clientStatuses } from "./schemas";

/** The answer shapes (views) of the clients module: what its routes answer and its events carry. */

export type ClientStatus = (typeof clientStatuses)[number];

export interface ClientView extends z.infer<typeof clientDataSchema> {
  _id: string;
  workspace: string;
  status: ClientStatus;
  features: Array<{ code: FeatureCode; active: boolean }>;
  settings: ClientSettings;
  design: ClientDesign;
  defaultRights: z.infer<typeof featureRightSchema>[];
  storageUsedBytes: number;
  storageLimitBytes: number;
  createdAt: string;
  /** Set when a full deletion failed (superadmins see it while the client is `deleting`). */
  purgeError?: string;
}

export interface FeatureInfo {
  code: FeatureCode;
  name: string;
}

/** POST /api/clients answers the client and its first administrator. */
export interface ClientCreated {
  client: ClientView;
  admin: UserView;
}

/** DELETE {id}/fullDelete is accepted at once; the data goes in the background. */
export interface ClientPurgeAccepted {
  status: "deleting";
}

export interface ClientStorageStat {
  usedBytes: number;
  limitBytes: number;
  availableBytes: number;
}

/** GET {id}/filestat. */
export interface ClientFileStat {
  clientId: string;
  storage: ClientStorageStat;
  filesCount: number;
}

/** GET stat/{id}: the file figures plus the tenant's users by state. */
export interface ClientStat extends ClientFileStat {
  users: { total: number; active: number; fired: number; deleted: number };
}

/** What each part of a clone copied (the counts the SPA and the journal name). */
export interface CloneCounts {
  /** Departments of every structure type. */
  structure: { departments: number };
  /** Folders; `restricted`: those whose access named people or departments not copied, made admins-only. */
  knowledgeBase: { folders: number; restricted: number };
  /** `templates`: services that named people or departments not copied, copied as templates to review. */
  services: { groups: number; services: number; templates: number };
  /** The company's own templates; `defaults`: 1 when its default channels were copied. */
  notifications: { templates: number; defaults: number };
  /** The AI company data's filled fields. */
  ai: { fields: number };
}

/** One chosen part of a clone: what it copied, or the catalogue code of why it failed (nothing of it, or part). */
export type ClonePartOutcome = {
  [P in ClonePart]: { part: P; copied: CloneCounts[P] } | { part: P; failed: ErrorCode };
}[ClonePart];

/**
 * POST {old}/clone/{workspace} (201): the new client, and each chosen part's outcome in the order
 * they ran. A part that failed leaves the new client in place (the others still ran).
 */
export interface ClientCloned extends ClientView {
  copies: ClonePartOutcome[];
}
