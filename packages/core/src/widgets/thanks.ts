import { widgetLimits, type Actor, type AllThanksQuery, type ThanksWidgetView } from "@intranet/contracts";
import { requireSameTenant } from "../platform";
import { recentThanks } from "../posts";

/**
 * GET /api/clients/{id}/all_thanks?limit= (any member of the tenant; a superadmin may read any):
 * the latest thanks of the wall, newest first, through the posts module (one Query + one BatchGet).
 */
export async function allThanks(
  actor: Actor,
  clientId: string,
  query: Partial<AllThanksQuery> = {},
): Promise<ThanksWidgetView> {
  requireSameTenant(actor, clientId);
  const limit = Math.min(query.limit ?? widgetLimits.thanksDefault, widgetLimits.thanksMax);
  return { items: await recentThanks(clientId, limit) };
}
