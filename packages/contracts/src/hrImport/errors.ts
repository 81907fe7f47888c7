import type { ErrorStatuses } from "../error-map";

/** The HR-system import (`hrimport.*`), composed in ../errors.ts. Row reasons use these and common codes. */
export const hrImportErrors = {
  "hrimport.file_unreadable": 400,
  "hrimport.columns_missing": 400,
  "hrimport.too_many_rows": 400,
  "hrimport.wrong_file": 400,
  "hrimport.bad_rows": 409,
  "hrimport.not_imported": 404,
  "hrimport.duplicate_in_file": 400,
  "hrimport.ambiguous_match": 400,
  "hrimport.email_required": 400,
  "hrimport.personnel_number_taken": 409,
  "hrimport.parent_unknown": 400,
  "hrimport.parent_cycle": 400,
  "hrimport.parent_bad": 400,
  "hrimport.head_unknown": 400,
  "hrimport.ambiguous_department": 400,
} as const satisfies ErrorStatuses;
