import { commonErrorMessages, pendingModuleErrorMessages } from "./common-messages";
import { errorStatuses, type ErrorCode } from "./errors";
import { moduleErrorMessages } from "./generated/error-messages";

// The English messages of the catalogue, apart from its codes and statuses (errors.ts): the SPA's
// first screen asks only `isErrorCode` and carries the public screens' messages, and loads the
// rest in a chunk of its own; the API answers with all of them.

/** Every code's English message, with {placeholders}; the SPA's English texts derive from it (one wording). */
export const errorMessages: Record<ErrorCode, string> = /* @__PURE__ */ Object.assign(
  {},
  commonErrorMessages,
  moduleErrorMessages,
  pendingModuleErrorMessages,
);

/** Status and English message of every code. */
export const errorCatalogue: { readonly [K in ErrorCode]: { status: (typeof errorStatuses)[K]; message: string } } =
  /* @__PURE__ */ catalogue();

function catalogue() {
  const entries = Object.entries(errorStatuses).map(([code, status]) => [
    code,
    { status, message: errorMessages[code as ErrorCode] },
  ]);
  return Object.fromEntries(entries) as { [K in ErrorCode]: { status: (typeof errorStatuses)[K]; message: string } };
}

/** Fills {placeholders} of a catalogue message; unknown placeholders stay visible. */
export function formatErrorMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return errorMessages[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
