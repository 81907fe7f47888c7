import { registerEntities } from "../db";
import { SsoLinkEntity } from "./link.entity";
import { SsoSettingsEntity } from "./settings.entity";

/** The sso module's entities under their (global, stable) service keys. */
export const ssoEntities = { ssoSettings: SsoSettingsEntity, ssoLink: SsoLinkEntity };

export type SsoEntities = typeof ssoEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends SsoEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(ssoEntities);
