import { sessionsRoutes as routes } from "@intranet/contracts/sessions";
import { callRoute } from "../../../api/client";

/** Whose sessions: one's own (no id), or an employee's for their company's admin. */
export type SessionsOwner = { userId?: string };

export const sessionsKeys = {
  of: ({ userId }: SessionsOwner) => ["profile", "sessions", userId ?? "own"] as const,
};

/** Failures show in place (the section's alert): no error dialog. */
const quiet = { no_show: true } as const;

export const sessionsApi = {
  list: ({ userId }: SessionsOwner) =>
    userId ? callRoute(routes.employeeList, { params: { id: userId } }, quiet) : callRoute(routes.list, {}, quiet),
  end: ({ userId }: SessionsOwner, sessionId: string) =>
    userId
      ? callRoute(routes.employeeEnd, { params: { id: userId, session: sessionId } }, quiet)
      : callRoute(routes.end, { params: { id: sessionId } }, quiet),
  endOthers: () => callRoute(routes.endOthers, {}, quiet),
};
