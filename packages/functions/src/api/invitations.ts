import { invitationView } from "@intranet/core/auth";
import { resendInvitation } from "@intranet/core/users";
import { invitationsRoutes } from "@intranet/contracts/invitations";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

export const handler = areaHandler(invitationsRoutes, {
  get: ({ params }) => invitationView(params.token),
  resend: async ({ actor, params }) => {
    await resendInvitation(actor, params.id);
    return reply(204);
  },
});
