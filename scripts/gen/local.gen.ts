/**
 * The local runtime's composed lists: the demo seed's steps, from every
 * `packages/local/src/seed/demo-<m>.ts` that exports a `demoStep` (the other demo-*.ts files are
 * the steps' helpers: the cast, people, uploads…), so a module's demo content is its own file.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { header, type GeneratedFile } from "./generated-file";

const seed = "packages/local/src/seed";
const me = "local.gen.ts";

/** The seed files (without `.ts`, sorted) that export a demo step. */
export async function demoStepFiles(root: string): Promise<string[]> {
  const names = (await readdir(join(root, seed))).filter((name) => /^demo-[\w-]+\.ts$/.test(name)).sort();
  const texts = await Promise.all(names.map((name) => readFile(join(root, seed, name), "utf8")));
  return names.filter((_, index) => /^export const demoStep\b/m.test(texts[index]!)).map((name) => name.slice(0, -3));
}

/** `demo-wall` → `demoWall`: the step's import name. */
const importName = (file: string) => file.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

const demoSteps: GeneratedFile = {
  path: `${seed}/demo-steps.ts`,
  async render(root) {
    const files = await demoStepFiles(root);
    return `${header(me, `every ${seed}/demo-<m>.ts that exports demoStep`)}import type { DemoStep } from "./demo-step";
${files.map((file) => `import { demoStep as ${importName(file)} } from "./${file}";`).join("\n")}

export type { DemoStep, DemoStepContext } from "./demo-step";

/**
 * The demo's content, one step per module, run by \`order\` (each step's file says what it must come
 * after). Each writes through the services like the API and is not safe to rerun over its own
 * half-done output, so each is guarded by its own progress item (seed/progress.ts, keyed by \`name\`):
 * done once, whatever ran before.
 */
export const demoSteps: DemoStep[] = [${files.map(importName).join(", ")}].sort((a, b) => a.order - b.order);
`;
  },
};

export const generated = [demoSteps];
