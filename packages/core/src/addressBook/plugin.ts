import type { ModulePlugin } from "../platform";

/**
 * The address book: people are searchable, re-indexed when their record or their place in the
 * directory changes.
 */
export const plugin = {
  searchEvents: ["user.changed", "directory.changed"],
} satisfies ModulePlugin;
