import { type AccessLevel, headers } from "@intranet/contracts";
import { authenticate as authenticateActor, authorize } from "@intranet/core/auth";
import { type ApiMiddleware, header } from "../context";

/**
 * Builds the Actor from `Authorization: Bearer` + `x-client-id` (reading the user, session and tenant)
 * and checks the route's access level.
 * Public routes skip it. Runs before body parsing so strangers learn nothing about the input rules.
 */
export function authenticate(access: AccessLevel): ApiMiddleware {
  return {
    before: async (request) => {
      request.context.actor = null;
      if (access === "public") return;
      const actor = await authenticateActor(
        header(request.event, headers.authorization),
        header(request.event, headers.clientId),
      );
      authorize(actor, access);
      request.context.actor = actor;
    },
  };
}
