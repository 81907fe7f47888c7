import { answer, defineRoutes } from "../route";
import { userIdParamsSchema } from "../users/schemas";
import { invitationParamsSchema } from "./schemas";
import type { InvitationView } from "./views";

/**
 * Invitations: /register/ reads whom its link is for (the password is then set with
 * POST /api/reset_password/{token}, single use), and an admin sends a new link to someone who has
 * not accepted theirs (the old one stops working).
 */
export const invitationsRoutes = defineRoutes("invitations", {
  get: {
    method: "GET",
    path: "/api/invitations/{token}",
    access: "public",
    summary: "Whom an invitation link is for (first name, company), without using it",
    answer: answer<InvitationView>(),
    params: invitationParamsSchema,
  },
  resend: {
    method: "POST",
    path: "/api/user/{id}/invite",
    access: "admin",
    summary: "Sends a person who has not accepted their invitation a new link (the old one stops working)",
    answer: answer<void>(),
    params: userIdParamsSchema,
  },
});
