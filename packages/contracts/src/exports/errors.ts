import type { ErrorMessages, ErrorStatuses } from "../error-map";

/** Exports (`exports.*`), composed in ../errors.ts. */
export const exportsErrors = {
  "exports.not_found": 404,
  "exports.failed": 500,
} as const satisfies ErrorStatuses;

export const exportsErrorMessages: ErrorMessages<typeof exportsErrors> = {
  "exports.not_found": "Export not found",
  "exports.failed": "The export failed; please start it again",
};
