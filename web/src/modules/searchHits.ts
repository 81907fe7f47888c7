import type { SearchType } from "@intranet/contracts/search";
import { webModules } from "../generated/webModules";
import type { SearchHitDisplay, WebModule } from "./webModule";

/**
 * How search shows each type, from the descriptors of the modules that declare them (no list to
 * keep in search). A type with no display (its module's web folder not built yet) is shown as a
 * document under "Other".
 */
export const searchHitDisplays: Partial<Record<SearchType, SearchHitDisplay>> = Object.assign(
  {},
  ...Object.values(webModules as Record<string, WebModule>).map((module) => module.searchHits ?? {}),
);
