import type { ErrorStatuses } from "../error-map";

/** Sessions (issue 41 item 6) and the company's named networks. */
export const sessionsErrors = {
  "sessions.not_found": 404,
  "sessions.network_invalid": 400,
  "sessions.network_name_required": 400,
  "sessions.network_repeated": 400,
  "sessions.too_many_networks": 400,
} as const satisfies ErrorStatuses;
