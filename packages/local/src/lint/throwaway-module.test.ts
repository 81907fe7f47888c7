import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..", "..", "..");

describe("a new module", () => {
  // In a copy of the repository: the manifest row and the module's own files, then `npm run gen`.
  it("registers itself: nothing but generated files changes elsewhere, and the server code type-checks", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", join(root, "scripts/gen/throwaway-module.ts")],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    );
    expect(stdout).toContain("registered itself");
  }, 600_000);
});
