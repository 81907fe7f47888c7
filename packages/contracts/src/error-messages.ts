import { commonErrorMessages, pendingModuleErrorMessages } from "./common-messages";
import { errorStatuses, type ErrorCode } from "./errors";
import { authErrorMessages } from "./auth/messages";
import { calendarErrorMessages } from "./calendar/messages";
import { articlesErrorMessages } from "./articles/messages";
import { vacanciesErrorMessages } from "./vacancies/messages";
import { chatErrorMessages } from "./chat/messages";
import { clientsErrorMessages } from "./clients/messages";
import { exportsErrorMessages } from "./exports/messages";
import { filesErrorMessages } from "./files/messages";
import { groupsErrorMessages } from "./groups/messages";
import { hrImportErrorMessages } from "./hrImport/messages";
import { moodErrorMessages } from "./mood/messages";
import { notificationsErrorMessages } from "./notifications/messages";
import { pollsErrorMessages } from "./polls/messages";
import { searchErrorMessages } from "./search/messages";
import { shopErrorMessages } from "./shop/messages";
import { structureErrorMessages } from "./structure/messages";
import { tagsErrorMessages } from "./tags/messages";
import { usersErrorMessages } from "./users/messages";
import { wallErrorMessages } from "./wall/messages";
import { widgetsErrorMessages } from "./widgets/messages";

// The English messages of the catalogue, apart from its codes and statuses (errors.ts): the SPA's
// first screen asks only `isErrorCode` and carries the public screens' messages, and loads the
// rest in a chunk of its own; the API answers with all of them.

/** Every code's English message, with {placeholders}; the SPA's English texts derive from it (one wording). */
export const errorMessages: Record<ErrorCode, string> = /* @__PURE__ */ Object.assign(
  {},
  commonErrorMessages,
  authErrorMessages,
  filesErrorMessages,
  usersErrorMessages,
  clientsErrorMessages,
  wallErrorMessages,
  widgetsErrorMessages,
  notificationsErrorMessages,
  shopErrorMessages,
  searchErrorMessages,
  structureErrorMessages,
  exportsErrorMessages,
  hrImportErrorMessages,
  groupsErrorMessages,
  pollsErrorMessages,
  moodErrorMessages,
  calendarErrorMessages,
  tagsErrorMessages,
  articlesErrorMessages,
  vacanciesErrorMessages,
  chatErrorMessages,
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
