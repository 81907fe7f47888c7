import { registerEntities } from "../db";
import { ServiceCounterEntity } from "./counter.entity";
import { ServiceGroupEntity } from "./group.entity";
import { ServiceInboxEntity } from "./inbox.entity";
import { ServiceRequestEntity } from "./request.entity";
import { ServiceEntity } from "./service.entity";

/** The services module's entities under their (global, stable) service keys. */
export const servicesEntities = {
  serviceGroup: ServiceGroupEntity,
  service: ServiceEntity,
  serviceRequest: ServiceRequestEntity,
  serviceInbox: ServiceInboxEntity,
  serviceCounter: ServiceCounterEntity,
};

export type ServicesEntities = typeof servicesEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends ServicesEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(servicesEntities);
