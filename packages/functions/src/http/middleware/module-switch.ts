import type { ModuleKey } from "@intranet/contracts/manifest";
import { moduleOfRoute, moduleOn, partOn } from "@intranet/contracts/switches";
import { AppError } from "@intranet/core/platform";
import type { ApiMiddleware } from "../context";
import type { RouteSpec } from "../route";

/**
 * Company switches on the route table (docs/switches.md): a route of a module the actor's company
 * switched off answers 403 `common.module_disabled`, for everyone in it (the superadmin entering it
 * too). The route's module is derived from the manifest once; the switches came with the Actor's own
 * tenant read, so this costs no call. Public routes have no company to ask (the calendar's feed checks
 * its owner's company itself); platform areas belong to no module and are never refused here.
 * A route naming a part of its module (`feature`, e.g. the learning analytics) is refused when the
 * company switched that part off, though the module is on.
 */
export function moduleSwitch(spec: RouteSpec & { id?: string; area?: string }): ApiMiddleware {
  const module: ModuleKey | undefined =
    spec.id && spec.area ? moduleOfRoute({ id: spec.id, area: spec.area }) : undefined;
  return {
    before: (request) => {
      const actor = request.context.actor;
      if (module && !moduleOn(actor, module)) throw new AppError("common.module_disabled");
      if (!partOn(actor, spec.feature)) throw new AppError("common.module_disabled");
    },
  };
}
