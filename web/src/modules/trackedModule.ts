import { matchPath } from "react-router-dom";
import type { TrackedModule } from "@intranet/contracts";
import { modules } from "./registry";

/** The tracked module a path belongs to (product-spec §2), or null for untracked pages. */
export function trackedModuleAt(pathname: string): TrackedModule | null {
  for (const module of modules)
    for (const route of module.routes)
      if (matchPath({ path: `/${route.path}`, end: true }, pathname))
        return ("track" in route ? route.track : undefined) ?? ("track" in module ? module.track : null) ?? null;
  return null;
}
