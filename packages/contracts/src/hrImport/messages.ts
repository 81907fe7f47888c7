import type { ErrorMessages } from "../error-map";
import type { hrImportErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const hrImportErrorMessages: ErrorMessages<typeof hrImportErrors> = {
  "hrimport.file_unreadable": "The file could not be read: upload an XLSX or CSV file",
  "hrimport.columns_missing": "The file's first row must name the columns, at least {columns}",
  "hrimport.too_many_rows": "The file has more than {max} rows",
  "hrimport.wrong_file": "This file was not uploaded for an HR import",
  "hrimport.bad_rows": "{count} rows cannot be imported: fix them or choose to skip bad rows",
  "hrimport.not_imported": "This person was never imported from the HR system",
  "hrimport.duplicate_in_file": "The same value is in another row of the file",
  "hrimport.ambiguous_match": "The row matches two different people",
  "hrimport.email_required": "A new person needs an email",
  "hrimport.personnel_number_taken": "This personnel number belongs to another person",
  "hrimport.parent_unknown": "The parent is neither a row of the file nor a department of this structure",
  "hrimport.parent_cycle": "The rows' parents go round in a loop",
  "hrimport.parent_bad": "The parent's row cannot be imported",
  "hrimport.head_unknown": "No employee of the company has this personnel number or email",
  "hrimport.ambiguous_department": "Several departments have this name: name them by their code",
};
