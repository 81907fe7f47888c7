import type { ErrorStatuses } from "../error-map";

/** Groups (`groups.*`): this module's error codes and their HTTP statuses (rules-calls-errors-spec §8), composed in ../errors.ts. */
export const groupsErrors = {
  "groups.not_found": 404,
  "groups.create_error": 500,
  "groups.client_check_error": 400,
  "groups.incorrect_fields": 400,
  "groups.validation_error": 400,
  "groups.approve_error": 400,
  "groups.reject_error": 400,
  "groups.owner_set_error": 400,
  "groups.owner_cannot_change": 400,
  "groups.owner_cannot_leave": 409,
  "groups.request_exists": 409,
  "groups.already_member": 409,
  "groups.invitation_not_found": 404,
  "groups.has_services": 409,
} as const satisfies ErrorStatuses;
