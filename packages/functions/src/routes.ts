import type { AreaRoute } from "@intranet/contracts/route";
import { routeAreas } from "@intranet/contracts/generated/routes";

/**
 * THE route table (DESIGN §3): every HTTP route once. Each module declares its routes in contracts
 * (`packages/contracts/src/<module>/routes.ts`, the area = the Lambda api/<area>.ts), gathered by `npm run gen`; the SST stack, the local gateway and the generic tests all
 * iterate this list, so a route added there is deployed, served and tested with no other change.
 */
export const routeTable: AreaRoute[] = routeAreas.flatMap((area) => Object.values(area) as AreaRoute[]);

export const apiAreas: string[] = [...new Set(routeTable.map((route) => route.area))];
