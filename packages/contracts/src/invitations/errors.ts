import type { ErrorStatuses } from "../error-map";

/** Invitations (issue 41 item 4): the link of /register/ and an admin's resend. */
export const invitationsErrors = {
  "invitations.link_invalid": 404,
  "invitations.already_accepted": 409,
} as const satisfies ErrorStatuses;
