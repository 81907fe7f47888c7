import type { ErrorMessages } from "../error-map";
import type { exportsErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const exportsErrorMessages: ErrorMessages<typeof exportsErrors> = {
  "exports.not_found": "Export not found",
  "exports.failed": "The export failed; please start it again",
};
