import type { ModulePlugin } from "../platform";

/** The mood meter: its marks and tallies are a collection of the company's data. */
export const plugin = {
  collections: [{ name: "mood", entities: ["moodMark", "moodTally"], deletable: true }],
} satisfies ModulePlugin;
