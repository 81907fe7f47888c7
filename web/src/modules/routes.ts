import type { ModuleKey } from "@intranet/contracts/manifest";
import { webModules as built } from "../generated/webModules";
import { plannedModules } from "./planned";
import type { WebModule } from "./webModule";

export type { ModuleRoute, WebModule } from "./webModule";

const builtModules: Partial<Record<ModuleKey, WebModule>> = built;

/**
 * Every main-layout route of product-spec §2, by module; each module is one lazy
 * route tree. A built module's routes are in its descriptor (`<key>/module.ts`, listed by
 * `npm run gen`), a planned one's in `planned.ts`. Only what is the web's: the chunks are in
 * `chunks.ts` (off the login route); identity, access and visit names come from the manifest
 * (`registry.ts`), which the router does not need.
 */
export const webModules: Partial<Record<ModuleKey, WebModule>> = { ...plannedModules, ...builtModules };
