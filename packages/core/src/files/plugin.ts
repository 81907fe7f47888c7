import type { ModulePlugin } from "../platform";

/** Files: uploads never confirmed are swept once their deadline has passed. */
export const plugin = {
  jobs: [
    {
      name: "sweep-uploads",
      schedule: { cron: "17 * * * *" },
      retries: 2,
      timeoutSeconds: 300,
      description:
        "Deletes the objects of uploads never confirmed, once their deadline has passed (core/files/sweep.ts)",
    },
  ],
} satisfies ModulePlugin;
