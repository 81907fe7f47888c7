/**
 * Proof that a module registers itself at every layer (issue 29): in a copy of the repository, adds
 * a throwaway module — a manifest row, and its own folders and files only (contracts: routes,
 * errors, messages, notifications, file kinds, search types, tag models, realtime; core: plugin,
 * tag target, reader labels, socket actions; functions: its area and subscriber; web: descriptor,
 * chunk, texts) — runs `npm run gen`, and checks that (1) every other changed file is a generated
 * one, (2) each composed list picked the module up, and (3) the copy's server code type-checks (the
 * web project still has display-name lists a module edits by hand: docs/module-guide.md). Run by
 * packages/local/src/lint/throwaway-module.test.ts; prints what it found and exits 1 on a failure.
 *
 *   node --import tsx scripts/gen/throwaway-module.ts
 */
import { execFileSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const key = "throwaway";

/** The module's own files, by path from the repository root. */
const own: Record<string, string> = {
  "packages/contracts/src/throwaway/index.ts": `export * from "./routes";\nexport * from "./errors";\n`,
  "packages/contracts/src/throwaway/routes.ts": `import { answer, defineRoutes } from "../route";\n\nexport const throwawayRoutes = defineRoutes("throwaway", {\n  list: { method: "GET", path: "/api/throwaway", access: "user", summary: "Things", answer: answer<string[]>() },\n});\n`,
  "packages/contracts/src/throwaway/errors.ts": `import type { ErrorStatuses } from "../error-map";\n\nexport const throwawayErrors = { "throwaway.not_found": 404 } as const satisfies ErrorStatuses;\n`,
  "packages/contracts/src/throwaway/messages.ts": `import type { ErrorMessages } from "../error-map";\nimport type { throwawayErrors } from "./errors";\n\nexport const throwawayErrorMessages: ErrorMessages<typeof throwawayErrors> = { "throwaway.not_found": "Not found" };\n`,
  "packages/contracts/src/throwaway/notification-texts.ts": `import type { BuiltinNotifications } from "../notifications/builtin";\n\nconst texts = { title: "Thing", short: "", full: "" };\nexport const throwawayNotifications = {\n  "throwaway.thing": { name: "A thing", section: "other", variables: [], texts: { en: texts, ru: texts, ua: texts } },\n} as const satisfies BuiltinNotifications;\n`,
  "packages/contracts/src/throwaway/file-kinds.ts": `import type { FileKinds } from "../files/file-kinds";\n\nexport const throwawayFileKinds = { throwaway: { read: "uploader" } } as const satisfies FileKinds;\n`,
  "packages/contracts/src/throwaway/search-types.ts": `import type { SearchTypeDeclarations } from "../search/search-type";\n\nexport const throwawaySearchTypes = { thing: { access: "user", order: 100 } } as const satisfies SearchTypeDeclarations;\n`,
  "packages/contracts/src/throwaway/tag-models.ts": `import type { TagModelDeclarations } from "../tags/tag-model";\n\nexport const throwawayTagModels = { thing: "throwaway" } as const satisfies TagModelDeclarations;\n`,
  "packages/contracts/src/throwaway/realtime.ts": `import * as z from "zod/mini";\n\nexport const throwawayClientMessages = [z.object({ action: z.literal("throwaway.poke") })] as const;\nexport const throwawayServerEvents = [z.object({ type: z.literal("throwaway.poked") })] as const;\n`,
  "packages/contracts/src/throwaway/feature-names.ts": `export const throwawayFeatureNames = { throwaway: "Throwaway" } as const;\n`,
  "packages/core/src/throwaway/index.ts": `export const throwawayThings = async (): Promise<string[]> => [];\n`,
  "packages/core/src/throwaway/plugin.ts": `import type { ModulePlugin } from "../platform";\n\nexport const plugin = {\n  subscriptions: [{ name: "ThrowawayEvents", eventTypes: ["throwaway.changed"], file: "throwaway-events" }],\n  jobs: [{ name: "throwaway-sweep", schedule: { cron: "0 4 * * *" }, retries: 2, description: "Sweeps things" }],\n  searchEvents: ["throwaway.changed"],\n} satisfies ModulePlugin;\n`,
  "packages/core/src/throwaway/tag-target.ts": `import type { TagTargets } from "../tags";\n\nexport const tagTargets: TagTargets = { thing: { canTag: async () => "missing" } };\n`,
  "packages/core/src/throwaway/reader-labels.ts": `import type { ReaderLabelProvider } from "../search";\n\nexport const readerLabels: ReaderLabelProvider = async () => [];\n`,
  "packages/core/src/throwaway/socket-actions.ts": `import type { SocketActions } from "../realtime";\n\nexport const socketActions: SocketActions = { "throwaway.poke": async () => ({ type: "throwaway.poked" }) };\n`,
  "packages/core/src/throwaway/calendar-entries.ts": `import type { DatedEntrySource } from "../calendar";\n\nexport const datedEntries: DatedEntrySource = { right: "user", list: async () => [] };\n`,
  "packages/core/src/throwaway/data-migrations.ts": `import type { DataMigration } from "../migrations";\n\nexport const migrations: readonly DataMigration[] = [{ id: "throwaway.nothing", description: "Nothing", run: async () => 0 }];\n`,
  "packages/functions/src/api/throwaway.ts": `import { throwawayThings } from "@intranet/core/throwaway";\nimport { throwawayRoutes } from "@intranet/contracts/throwaway";\nimport { areaHandler } from "../http/area";\n\nexport const handler = areaHandler(throwawayRoutes, { list: () => throwawayThings() });\n`,
  "packages/functions/src/subscribers/throwaway-events.ts": `export async function handler() {\n  return { done: true };\n}\n`,
  "packages/functions/src/jobs/throwaway-sweep.ts": `export async function handler() {\n  return { swept: 0 };\n}\n`,
  "web/src/modules/throwaway/module.ts": `import { routes, type WebModule } from "../webModule";\n\nexport const webModule: WebModule = { routes: routes("throwaway") };\n`,
  "web/src/modules/throwaway/index.tsx": `export default function Page() {\n  return <p>throwaway</p>;\n}\n`,
  "web/src/modules/throwaway/i18n/en.ts": `export const throwaway = { title: "Throwaway" };\n`,
  "web/src/modules/throwaway/i18n/errors.ru.ts": `export const errors = { "throwaway.not_found": "Не найдено" };\n`,
  "web/src/modules/throwaway/i18n/errors.ua.ts": `export const errors = { "throwaway.not_found": "Не знайдено" };\n`,
};

/** The manifest row, the one shared line a module adds by hand. */
const row = `  {\n    key: "${key}",\n    access: "user",\n    features: ["${key}"],\n    realtime: ["throwaway.poked"],\n    menu: [{ key: "${key}", order: 990, path: "/throwaway", icon: "cube" }],\n  },\n`;

const run = (cwd: string, command: string, args: string[]) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

async function copyRepository(to: string): Promise<void> {
  const files = run(root, "git", ["ls-files", "-co", "--exclude-standard", "-z"]).split("\0").filter(Boolean);
  for (const file of files) await cp(join(root, file), join(to, file)).catch(() => undefined); // deleted, not staged
  // Dependencies are shared, but the workspace's own packages must be the copy's.
  for (const folder of ["node_modules", "packages/core/node_modules", "web/node_modules"]) {
    const entries = await readdir(join(root, folder)).catch(() => [] as string[]);
    await mkdir(join(to, folder), { recursive: true });
    for (const entry of entries.filter((name) => name !== "@intranet" && name !== ".bin"))
      await symlink(join(root, folder, entry), join(to, folder, entry));
  }
  await mkdir(join(to, "node_modules/@intranet"));
  for (const [name, target] of Object.entries({
    contracts: "packages/contracts",
    core: "packages/core",
    functions: "packages/functions",
    local: "packages/local",
    web: "web",
  }))
    await symlink(join(to, target), join(to, "node_modules/@intranet", name));
  await symlink(join(root, "node_modules/.bin"), join(to, "node_modules/.bin"));
}

async function addModule(to: string): Promise<void> {
  const manifest = join(to, "packages/contracts/src/manifest.ts");
  const text = await readFile(manifest, "utf8");
  const end = "] as const satisfies readonly ManifestRow[];";
  if (!text.includes(end)) throw new Error("the manifest's list end moved: update this script");
  await writeFile(manifest, text.replace(end, `${row}${end}`));
  for (const [path, content] of Object.entries(own)) {
    await mkdir(dirname(join(to, path)), { recursive: true });
    await writeFile(join(to, path), content);
  }
}

const problems: string[] = [];
const copy = await mkdtemp(join(tmpdir(), "intranet-throwaway-"));
try {
  await copyRepository(copy);
  run(copy, "git", ["init", "-q"]);
  run(copy, "git", ["add", "-A"]);
  run(copy, "git", ["-c", "user.name=gen", "-c", "user.email=gen@local", "commit", "-qm", "before"]);
  await addModule(copy);
  run(copy, "node", ["--import", "tsx", "scripts/gen/main.ts"]);

  const changed = run(copy, "git", ["status", "--porcelain", "-uall"])
    .split("\n")
    .filter(Boolean)
    .map((line) => line.slice(3));
  const generated: string[] = [];
  for (const path of changed) {
    if (path === "packages/contracts/src/manifest.ts" || own[path]) continue;
    const text = await readFile(join(copy, path), "utf8");
    if (
      text.startsWith("// GENERATED by `npm run gen`") ||
      path === "packages/contracts/package.json" ||
      path === "README.md"
    )
      generated.push(path);
    else problems.push(`${path} changed, and it is neither the manifest, the module's own nor generated`);
  }
  for (const path of generated)
    if (!(await readFile(join(copy, path), "utf8")).includes(key)) problems.push(`${path} changed without the module`);
  const expected = [
    "packages/contracts/src/generated/routes.ts",
    "packages/contracts/src/generated/error-statuses.ts",
    "packages/contracts/src/generated/error-messages.ts",
    "packages/contracts/src/generated/notifications.ts",
    "packages/contracts/src/generated/file-kinds.ts",
    "packages/contracts/src/generated/search-types.ts",
    "packages/contracts/src/generated/tag-models.ts",
    "packages/contracts/src/generated/realtime.ts",
    "packages/contracts/src/generated/feature-names.ts",
    "packages/contracts/package.json",
    "README.md",
    "packages/functions/src/plugins.ts",
    "packages/functions/src/tag-targets.ts",
    "packages/functions/src/search-readers.ts",
    "packages/functions/src/socket-actions.ts",
    "packages/functions/src/calendar-entries.ts",
    "packages/functions/src/data-migrations.ts",
  ];
  for (const path of expected) if (!generated.includes(path)) problems.push(`${path} did not pick the module up`);
  console.log(`generated files that picked the module up:\n  ${generated.join("\n  ")}`);
  // The web project is not checked yet: a module's display names (menu entries, module names, ru/ua
  // feature names, search hit labels) are still in the shell's, the clients' and search's folders.
  for (const project of ["tsconfig.json"])
    try {
      run(copy, "npx", ["tsc", "-p", project, "--noEmit"]);
    } catch (error) {
      problems.push(`${project} does not type-check:\n${(error as { stdout?: string }).stdout ?? String(error)}`);
    }
} finally {
  await rm(copy, { recursive: true, force: true });
}

if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`The throwaway module registered itself from the manifest row and its own files alone.`);
