/** The shapes of a module's error maps (`<module>/errors.ts`), composed in `errors.ts`. */
export type ErrorStatuses = Record<string, number>;

/** One English message per code of the module's status map, no more, no less. */
export type ErrorMessages<Statuses extends ErrorStatuses> = { readonly [K in keyof Statuses]: string };
