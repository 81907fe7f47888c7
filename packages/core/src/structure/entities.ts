import { registerEntities } from "../db";
import { StructureDeptEntity } from "./department.entity";
import { StructureMemberEntity } from "./member.entity";
import { StructurePlacementEntity } from "./placement.entity";
import { StructureTreeEntity } from "./tree.entity";

/** The structure's entities under their (global, stable) service keys; its door exports the map. */
export const structureEntities = {
  structureDept: StructureDeptEntity,
  structureTree: StructureTreeEntity,
  structureMember: StructureMemberEntity,
  structurePlacement: StructurePlacementEntity,
};

export type StructureEntities = typeof structureEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends StructureEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(structureEntities);
