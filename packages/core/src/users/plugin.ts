import type { ModulePlugin } from "../platform";

/** People: their records, follows and pinned boards (files: profile pictures, HR documents). */
export const plugin = {
  collections: [
    { name: "users", entities: ["user", "follow", "pinBoard"], fileModules: ["profile", "hr"], deletable: false },
  ],
} satisfies ModulePlugin;
