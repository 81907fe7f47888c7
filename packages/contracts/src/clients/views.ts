import type * as z from "zod/mini";
import type { featureRightSchema } from "../roles";
import type { UserView } from "../users/views";
import type { ClientDesign, ClientSettings, FeatureCode, clientDataSchema, clientStatuses } from "./schemas";

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
