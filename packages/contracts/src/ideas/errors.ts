import type { ErrorStatuses } from "../error-map";

/** Ideas (`ideas.*`): rules-calls-errors-spec §5 Reports and ideas. */
export const ideasErrors = {
  "ideas.not_found": 404,
  "ideas.no_access": 403,
  "ideas.title_required": 400,
  "ideas.process_required": 400,
  "ideas.flaw_required": 400,
  "ideas.change_required": 400,
  "ideas.result_required": 400,
  "ideas.too_long": 400,
  "ideas.too_many_files": 400,
  "ideas.bad_file": 400,
  "ideas.reason_required": 400,
  "ideas.bad_status": 400,
  "ideas.text_required": 400,
  "ideas.too_many_comments": 400,
  "ideas.too_many_recipients": 400,
  "ideas.own_idea": 400,
  "ideas.already_voted": 409,
  "ideas.not_voted": 409,
  "ideas.already_changed": 409,
  "ideas.send_failed": 500,
} as const satisfies ErrorStatuses;
