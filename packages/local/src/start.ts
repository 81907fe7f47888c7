import { spawn } from "node:child_process";
import { constants } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm start`'s entry: runs `main.ts` in a process group of its own and passes signals on to it.
 *
 * A terminal's Ctrl+C signals its whole foreground group. Under `node --import tsx` that group also
 * holds the esbuild service tsx transforms with; killed by the Ctrl+C, every module the seed's
 * current step imported afterwards failed to load ("The service was stopped"), so the step that was
 * to finish cleanly failed instead (seen in CI, where tsx's cache starts cold). Here only this
 * launcher is in the terminal's group; `main.ts`, its esbuild and its emulators are not, and
 * receive exactly the signals this process forwards (a second Ctrl+C still stops at once).
 * Killed outright, this launcher leaves `main.ts` to notice its parent gone and stop itself.
 */
const main = join(dirname(fileURLToPath(import.meta.url)), "main.ts");
const child = spawn(process.execPath, ["--import", "tsx", main], { stdio: "inherit", detached: true });

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
