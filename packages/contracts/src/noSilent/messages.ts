import type { ErrorMessages } from "../error-map";
import type { noSilentErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const noSilentErrorMessages: ErrorMessages<typeof noSilentErrors> = {
  "reports.not_found": "Report not found",
  "reports.code_not_found": "No report has this code: check it and try again",
  "reports.no_access": "Only the report's recipients may do this",
  "reports.name_or_anonymous": "Give your name or choose to report anonymously",
  "reports.description_required": "Describe what happened in detail",
  "reports.text_required": "Write a message",
  "reports.too_long": "The text is too long",
  "reports.too_many_files": "A report takes at most 3 files",
  "reports.files_too_large": "A report's files take at most 4 MB in all",
  "reports.bad_file": "A file could not be read",
  "reports.bad_file_type": "Attach pictures (JPEG, PNG) or PDF documents",
  "reports.bad_status": "Unknown status",
  "reports.too_many_messages": "This report has reached its number of messages",
  "reports.too_many_recipients": "Choose at most 20 recipients",
  "reports.already_changed": "Someone has changed this report meanwhile: it is reloaded",
  "reports.send_failed": "The report could not be sent",
};
