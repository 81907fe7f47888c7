import type { ErrorMessages } from "../error-map";
import type { groupsErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA shows its own i18n texts). */
export const groupsErrorMessages: ErrorMessages<typeof groupsErrors> = {
  "groups.not_found": "Group not found",
  "groups.create_error": "Group creation error",
  "groups.client_check_error": "Client check error",
  "groups.incorrect_fields": "Incorrect fields",
  "groups.validation_error": "Validation error",
  "groups.approve_error": "Approve request error",
  "groups.reject_error": "Reject request error",
  "groups.owner_set_error": "Owner set error",
  "groups.owner_cannot_change": "The owner cannot be changed",
  "groups.owner_cannot_leave": "The owner cannot leave the group: hand it over to another member first",
  "groups.request_exists": "A request has already been filed",
  "groups.already_member": "Already a member of the group",
  "groups.invitation_not_found": "No invitation to this group",
  "groups.has_services": "A group with services cannot be deleted",
};
