import type { ErrorMessages } from "../error-map";
import type { sessionsErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const sessionsErrorMessages: ErrorMessages<typeof sessionsErrors> = {
  "sessions.not_found": "Session not found: it has ended already",
  "sessions.network_invalid": "Write the network as an address range, e.g. 203.0.113.0/24 or 2001:db8::/32",
  "sessions.network_name_required": "Name the network",
  "sessions.network_repeated": "This range is listed twice",
  "sessions.too_many_networks": "A company names at most 100 networks",
};
