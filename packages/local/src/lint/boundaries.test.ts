import { execFile } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The boundary rules of `npm run lint` (.dependency-cruiser.cjs) reject what they are meant to:
 * the real config and CLI run over a small throw-away tree laid out like the repository.
 */
const repo = resolve(import.meta.dirname, "../../../..");
const run = promisify(execFile);
const trees: string[] = [];

afterAll(() => trees.forEach((tree) => rmSync(tree, { recursive: true, force: true })));

async function violations(files: Record<string, string>): Promise<string[]> {
  const tree = mkdtempSync(join(tmpdir(), "boundaries-"));
  trees.push(tree);
  const all = {
    "tsconfig.depcruise.json": JSON.stringify({
      compilerOptions: { jsx: "react-jsx", allowImportingTsExtensions: true },
    }),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  const cli = join(repo, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
  const roots = ["packages", "web"].filter((root) => Object.keys(files).some((path) => path.startsWith(`${root}/`)));
  const args = [cli, "--config", join(repo, ".dependency-cruiser.cjs"), "--output-type", "json", ...roots];
  const result = await run(process.execPath, args, { cwd: tree }).catch((error: { stdout: string }) => error);
  const report = JSON.parse(result.stdout) as { summary: { violations: Array<{ rule: { name: string } }> } };
  return report.summary.violations.map((violation) => violation.rule.name).sort();
}

describe("boundary rules (npm run lint)", () => {
  it("accept imports through doors, the floors and contracts", async () => {
    expect(
      await violations({
        "packages/contracts/src/index.ts": "export const a = 1;\n",
        "packages/core/src/db/index.ts": "export const db = 1;\n",
        "packages/core/src/users/index.ts": 'export { find } from "./find";\n',
        "packages/core/src/users/find.ts": 'import { db } from "../db/index";\nexport const find = db;\n',
        "packages/core/src/posts/index.ts": 'import { find } from "../users/index";\nexport const posts = find;\n',
        "packages/functions/src/api/posts.ts":
          'import { posts } from "../../../core/src/posts/index";\nexport { posts };\n',
        "web/src/main.ts": 'import { a } from "../../packages/contracts/src/index";\nexport { a };\n',
      }),
    ).toEqual([]);
  });

  it("reject a module's file reached past its door, from core and from functions", async () => {
    expect(
      await violations({
        "packages/core/src/users/index.ts": 'export { find } from "./find";\n',
        "packages/core/src/users/find.ts": "export const find = 1;\n",
        "packages/core/src/posts/index.ts": 'import { find } from "../users/find";\nexport const posts = find;\n',
        "packages/functions/src/api/users.ts":
          'import { find } from "../../../core/src/users/find";\nexport { find };\n',
      }),
    ).toEqual(["core-module-door", "outside-core-through-doors"]);
  });

  it("reject the SPA importing core, and core importing functions", async () => {
    expect(
      await violations({
        "packages/functions/src/http/reply.ts": "export const reply = 1;\n",
        "packages/core/src/posts/index.ts":
          'import { reply } from "../../../functions/src/http/reply";\nexport { reply };\n',
        "web/src/main.ts": 'import { reply } from "../../packages/core/src/posts/index";\nexport { reply };\n',
      }),
    ).toEqual(["core-not-above", "web-only-contracts"]);
  });

  it("reject import circles, type-only ones included", async () => {
    expect(
      await violations({
        "web/src/modules/registry.ts": 'import type { Page } from "./wall/index";\nexport type Key = Page;\n',
        "web/src/modules/wall/index.ts": 'import type { Key } from "../registry";\nexport type Page = Key | "wall";\n',
      }),
    ).toEqual(["no-circular"]);
  });

  it("reject a web module reaching into another module's files", async () => {
    expect(
      await violations({
        "web/src/modules/wall/index.tsx": 'import { Row } from "../people/Row";\nexport const Wall = Row;\n',
        "web/src/modules/people/Row.tsx": "export const Row = 1;\n",
      }),
    ).toEqual(["web-module-self-contained"]);
  });
});
