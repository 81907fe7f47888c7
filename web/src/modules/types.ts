import type { ModuleKey } from "@intranet/contracts/manifest";
import type { ComponentType } from "react";

export type { ModuleKey };

/** What the shell passes to a module's page component (modules never import the registry). */
export interface ModulePageProps {
  module: ModuleKey;
  /** The route pattern being shown, e.g. "groups/:_id". */
  route: string;
}

/** What a module's lazily loaded chunk exports: one component that renders the module's pages. */
export interface ModuleChunk {
  default: ComponentType<ModulePageProps>;
}
