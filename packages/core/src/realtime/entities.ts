import { ConnectionEntity } from "./connection.entity";

/**
 * The realtime module's entities under their service keys, registered in `src/entities.ts`.
 * This file imports entity definitions only (no services, no db), so the registry stays a leaf.
 */
export const realtimeEntities = {
  connection: ConnectionEntity,
};
