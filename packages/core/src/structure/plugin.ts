import type { ModulePlugin } from "../platform";

/**
 * Structure: a person fired or deleted leaves their departments and head's places
 * (core/structure/leavers.ts).
 */
export const plugin = {
  subscriptions: [{ name: "StructureLeavers", eventTypes: ["user.changed"], file: "structure-leavers" }],
  collections: [
    {
      name: "structure",
      entities: ["structureTree", "structureDept", "structureMember", "structurePlacement"],
      deletable: false,
    },
  ],
} satisfies ModulePlugin;
