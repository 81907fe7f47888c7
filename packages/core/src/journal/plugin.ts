import type { ModulePlugin } from "../platform";

/** The audit journal: counted in the company's data, never deletable. */
export const plugin = {
  collections: [{ name: "journal", entities: ["journalEntry"], deletable: false }],
} satisfies ModulePlugin;
