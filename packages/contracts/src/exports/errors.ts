import type { ErrorStatuses } from "../error-map";

/** Exports (`exports.*`), composed in ../errors.ts. */
export const exportsErrors = {
  "exports.not_found": 404,
  "exports.failed": 500,
} as const satisfies ErrorStatuses;
