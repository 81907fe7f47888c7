import type { ErrorMessages } from "../error-map";
import type { invitationsErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const invitationsErrorMessages: ErrorMessages<typeof invitationsErrors> = {
  "invitations.link_invalid":
    "This invitation link has expired or was used already. Ask your administrator to send a new one",
  "invitations.already_accepted": "This person has accepted their invitation already: they can use “Forgot password”",
};
