import { moduleManifest, type ManifestRow, type ModuleKey } from "@intranet/contracts/manifest";
import { webModules as built } from "../generated/webModules";
import { plannedModules } from "./planned";
import type { WebModule } from "./webModule";

export type { ModuleRoute, WebModule } from "./webModule";

const builtModules: Partial<Record<ModuleKey, WebModule>> = built;

/**
 * Every main-layout route of product-spec §2, by module, in manifest order; each module is one lazy
 * route tree. A built module's routes are in its descriptor (`<key>/module.ts`, listed by
 * `npm run gen`), a planned one's in `planned.ts`. Only what is the web's: the chunks are in
 * `chunks.ts` (off the login route); identity, access and visit names come from the manifest
 * (`registry.ts`), which the router does not need.
 */
export const webModules: Partial<Record<ModuleKey, WebModule>> = Object.fromEntries(
  (moduleManifest as readonly ManifestRow[]).flatMap((row) => {
    const part = builtModules[row.key as ModuleKey] ?? plannedModules[row.key as ModuleKey];
    return part ? [[row.key, part]] : [];
  }),
);
