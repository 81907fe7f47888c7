import type { ErrorStatuses } from "../error-map";

/** "Don't be silent" reports (`reports.*`): rules-calls-errors-spec §5 Reports and ideas. */
export const noSilentErrors = {
  "reports.not_found": 404,
  "reports.code_not_found": 404,
  "reports.no_access": 403,
  "reports.name_or_anonymous": 400,
  "reports.description_required": 400,
  "reports.text_required": 400,
  "reports.too_long": 400,
  "reports.too_many_files": 400,
  "reports.files_too_large": 400,
  "reports.bad_file": 400,
  "reports.bad_file_type": 400,
  "reports.bad_status": 400,
  "reports.too_many_messages": 400,
  "reports.too_many_recipients": 400,
  "reports.already_changed": 409,
  "reports.send_failed": 500,
} as const satisfies ErrorStatuses;
