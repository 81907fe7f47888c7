/**
 * Proof that a web module registers itself (issue 29): adds a throwaway folder for a manifest module
 * not built yet (a descriptor, a page chunk, English texts, its ru / ua error texts), renders
 * `npm run gen`'s web files and checks the new module is in each, writes them, then runs the web
 * registration test, which checks routes, chunks, menu, rights, switches and tabs against the
 * folders (Vite globs). Nothing else is edited by hand; at the end, whatever happens, the folder is
 * removed and `npm run gen` writes the lists back.
 *
 *   node --import tsx scripts/gen/throwaway-web-module.ts [manifest key, default "services"]
 */
import { execFileSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generated } from "./web.gen";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const key = process.argv[2] ?? "services";
const folder = join(root, "web/src/modules", key);

const files: Record<string, string> = {
  "module.ts": `import { routes, type WebModule } from "../webModule";\n\nexport const webModule: WebModule = { routes: routes("${key}-throwaway") };\n`,
  "index.tsx": `export default function Page() {\n  return <p>throwaway</p>;\n}\n`,
  "i18n/en.ts": `export const ${key} = { title: "Throwaway" };\n`,
  "i18n/errors.ru.ts": `export const errors = {};\n`,
  "i18n/errors.ua.ts": `export const errors = {};\n`,
};

const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: root, stdio: "inherit" });

async function main() {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), text);
  }
  for (const file of generated) {
    const text = await file.render(root);
    if (!text.includes(`/modules/${key}/`) && !text.includes(`"${key}"`))
      throw new Error(`${file.path} does not pick up the throwaway module ${key}`);
    console.log(`picked up in ${file.path}`);
  }
  run("npm", ["run", "gen"]);
  run("npx", ["vitest", "run", "--project", "web", "web/src/modules/registration.test.ts"]);
}

try {
  await main();
  console.log(`The throwaway module ${key} registered itself from its folder alone.`);
} finally {
  await rm(folder, { recursive: true, force: true });
  run("npm", ["run", "gen"]);
}
