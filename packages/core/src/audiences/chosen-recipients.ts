import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { Audience } from "@intranet/contracts/audiences";
import { activeAdminIds } from "../users";
import { isInAudience } from "./access";
import { membersOf } from "./members";
import { accessProfileOf } from "./profile";

/**
 * Recipients a company chose for something (product-spec §6: "report and idea recipients are
 * chosen"): people or audiences, and when none are chosen, its admins. The admins (a visiting
 * superadmin too) always count among them.
 */
export async function isChosenRecipient(actor: Actor, clientId: string, chosen: readonly Audience[]): Promise<boolean> {
  if (isAdminOrAbove(actor)) return true;
  if (!chosen.length) return false;
  const profile = await accessProfileOf(clientId, actor.userId);
  return chosen.some((audience) => isInAudience(profile, audience));
}

/** The people to notify: the chosen audiences' members, or every active admin when none are chosen. */
export async function chosenRecipientIds(clientId: string, chosen: readonly Audience[]): Promise<string[]> {
  if (!chosen.length) return activeAdminIds(clientId);
  const members = await Promise.all(chosen.map((audience) => membersOf(clientId, audience)));
  return [...new Set(members.flat())];
}
