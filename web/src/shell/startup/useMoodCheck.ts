import type { ClientView, UserView } from "@intranet/contracts";
import { isSuperadmin } from "../../session/session";

/** Who may be asked for a mood: not a superadmin, and not where the company hides the meter. */
export function moodMeterEligible(me: UserView | undefined, client: ClientView | null | undefined): boolean {
  return !!me && !!client && !isSuperadmin(me) && !client.settings.hideMoodMeter;
}

/**
 * Startup step 6 (product-spec §4): does the mood meter need to ask today? The mood API does not
 * exist yet, so it never does; the mood module will ask the API here (for eligible users only) and
 * the shell will show the meter when the answer is yes.
 */
export function useMoodCheck(me: UserView | undefined, client: ClientView | null | undefined) {
  return { eligible: moodMeterEligible(me, client), needed: false };
}
