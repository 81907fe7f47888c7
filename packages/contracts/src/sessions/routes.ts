import { answer, defineRoutes } from "../route";
import {
  companyNetworksBodySchema,
  employeeSessionParamsSchema,
  networksParamsSchema,
  sessionParamsSchema,
} from "./schemas";
import type { CompanyNetworksView, EndedSessions, SessionList } from "./views";
import { userIdParamsSchema } from "../users/schemas";

/**
 * Sessions: one's own (see, end one, end all others), an employee's for their company's admin (a
 * stolen laptop), and the company's named networks that say where a session is.
 */
export const sessionsRoutes = defineRoutes("sessions", {
  list: {
    method: "GET",
    path: "/api/sessions",
    access: "user",
    summary: "The caller's active sessions: device, place, created, last seen, this one marked",
    answer: answer<SessionList>(),
  },
  end: {
    method: "DELETE",
    path: "/api/sessions/{id}",
    access: "user",
    summary: "Ends one of the caller's sessions (its sockets close)",
    answer: answer<void>(),
    params: sessionParamsSchema,
  },
  endOthers: {
    method: "POST",
    path: "/api/sessions/end_others",
    access: "user",
    summary: "Ends every session of the caller but this one",
    answer: answer<EndedSessions>(),
  },
  employeeList: {
    method: "GET",
    path: "/api/user/{id}/sessions",
    access: "admin",
    summary: "An employee's active sessions, for their company's admin",
    answer: answer<SessionList>(),
    params: userIdParamsSchema,
  },
  employeeEnd: {
    method: "DELETE",
    path: "/api/user/{id}/sessions/{session}",
    access: "admin",
    summary: "Ends an employee's session, for their company's admin",
    answer: answer<void>(),
    params: employeeSessionParamsSchema,
  },
  networks: {
    method: "GET",
    path: "/api/clients/{id}/settings/networks",
    access: "admin",
    summary: "The company's named networks (places of sessions): that client's admin or a superadmin",
    answer: answer<CompanyNetworksView>(),
    params: networksParamsSchema,
  },
  putNetworks: {
    method: "PUT",
    path: "/api/clients/{id}/settings/networks",
    access: "admin",
    summary: "Replaces the company's named networks (journaled)",
    answer: answer<CompanyNetworksView>(),
    params: networksParamsSchema,
    body: companyNetworksBodySchema,
  },
});
