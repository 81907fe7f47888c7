import { callRoute } from "../../api/client";

/**
 * Asks the API whether this browser's session still exists (GET /api/sessions, the cheapest call
 * that reads it). An ended session answers 401, and the API client sends the person to the login
 * page as for any request; any other outcome leaves things as they are (the socket reconnects).
 */
export async function checkSession(): Promise<void> {
  const { sessionsRoutes } = await import("@intranet/contracts/sessions/routes");
  await callRoute(sessionsRoutes.list, {}, { no_show: true }).catch(() => undefined);
}
