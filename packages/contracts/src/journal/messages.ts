import type { ErrorMessages } from "../error-map";
import type { journalErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const journalErrorMessages: ErrorMessages<typeof journalErrors> = {
  "journal.period_invalid": "The period's end is before its start",
};
