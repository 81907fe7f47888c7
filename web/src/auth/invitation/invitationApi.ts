import { callRoute, type CallOptions } from "../../api/client";

/** The invitation page's calls; the declarations load with the page (no session, errors in place). */
const routes = () => import("@intranet/contracts/invitations/routes").then((module) => module.invitationsRoutes);
const publicCall: CallOptions = { public: true, no_show: true };

export const invitationApi = {
  /** Whom the link is for (first name, e-mail, company), without using it. */
  get: async (token: string) => callRoute((await routes()).get, { params: { token } }, publicCall),
};
