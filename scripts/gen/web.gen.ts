/**
 * The SPA's composed lists that need types, from the web module folders (web/src/modules/<m>, each
 * with its descriptor `module.ts`): the built modules and their descriptors, the i18n namespaces'
 * types (each `<m>/i18n/en.ts`), and the ru / ua error catalogues (the platform's
 * `i18n/locales/<lang>/errors/<x>.ts` and each module's `<m>/i18n/errors.<lang>.ts`). Lists that need
 * no types (lazy chunks, shell parts) are Vite globs in web/src/modules.
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { moduleManifest } from "../../packages/contracts/src/manifest";
import { exportedConst, foldersWith } from "./discover";
import { header, type GeneratedFile } from "./generated-file";

const modulesDir = "web/src/modules";
const me = "web.gen.ts";
const languages = ["ru", "ua"] as const;

/**
 * The built web modules: every folder of web/src/modules. Each must be a manifest key (its i18n
 * namespace and registry key) and have its descriptor, so a folder can never be half-registered.
 */
export async function builtModules(root: string): Promise<string[]> {
  const dir = join(root, modulesDir);
  const entries = await readdir(dir, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const described = new Set(await foldersWith(dir, "module.ts"));
  const keys = new Set<string>(moduleManifest.map((row) => row.key));
  for (const folder of folders) {
    if (!keys.has(folder))
      throw new Error(`${modulesDir}/${folder} is no module of the manifest (packages/contracts/src/manifest.ts)`);
    if (!described.has(folder)) throw new Error(`${modulesDir}/${folder} has no descriptor module.ts`);
  }
  return folders.sort();
}

/** The built modules that have `file` in their folder. */
async function modulesWith(root: string, file: string): Promise<string[]> {
  const built = await builtModules(root);
  const having = new Set(await foldersWith(join(root, modulesDir), file));
  return built.filter((key) => having.has(key));
}

const webModules: GeneratedFile = {
  path: "web/src/generated/webModules.ts",
  async render(root) {
    const keys = await builtModules(root);
    const imports = keys.map((key) => `import { webModule as ${key} } from "../modules/${key}/module";`);
    return `${header(me, "the folders of web/src/modules")}import type { ModuleKey } from "@intranet/contracts/manifest";
import type { WebModule } from "../modules/webModule";
${imports.join("\n")}

/** Every built web module's descriptor (\`web/src/modules/<key>/module.ts\`), by manifest key. */
export const webModules = { ${keys.join(", ")} } satisfies Partial<Record<ModuleKey, WebModule>>;
`;
  },
};

const builtList: GeneratedFile = {
  path: "web/src/generated/builtModules.ts",
  async render(root) {
    const keys = await builtModules(root);
    return `${header(me, "the folders of web/src/modules")}import type { ModuleKey } from "@intranet/contracts/manifest";

/** The manifest modules that have a web folder: only these are shown (menu, tabs, rights, switches). */
export const builtModuleKeys = [${keys.map((key) => JSON.stringify(key)).join(", ")}] as const satisfies readonly ModuleKey[];

export type BuiltModuleKey = (typeof builtModuleKeys)[number];
`;
  },
};

const i18nResources: GeneratedFile = {
  path: "web/src/generated/i18nResources.ts",
  async render(root) {
    const keys = await modulesWith(root, "i18n/en.ts");
    const named = await Promise.all(
      keys.map(async (key) => ({
        key,
        name: await exportedConst(join(root, modulesDir, key, "i18n/en.ts"), new RegExp(`^${key}$`)),
      })),
    );
    const imports = named.map(({ key, name }) => `import type { ${name} } from "../modules/${key}/i18n/en";`);
    const fields = named.map(({ key, name }) => `  ${key}: typeof ${name};`);
    return `${header(me, "every web/src/modules/<m>/i18n/en.ts")}${imports.join("\n")}

/** One i18n namespace per web module (its manifest key), typed by the module's English texts. */
export interface ModuleResources {
${fields.join("\n")}
}
`;
  },
};

/** A language's catalogue: the platform's files (`errors/<x>.ts`, const `<x>`), then each module's (const `errors`). */
function errorCatalogue(language: (typeof languages)[number]): GeneratedFile {
  const dir = `web/src/i18n/locales/${language}`;
  return {
    path: `${dir}/errors.ts`,
    async render(root) {
      const platform = (await readdir(join(root, dir, "errors")))
        .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
        .map((name) => name.slice(0, -3))
        .sort();
      const own = await modulesWith(root, `i18n/errors.${language}.ts`);
      const clash = own.find((key) => platform.includes(key));
      if (clash)
        throw new Error(`${clash}'s ${language} error texts are both in ${dir}/errors and in its module folder`);
      for (const name of platform)
        await exportedConst(join(root, dir, "errors", `${name}.ts`), new RegExp(`^${name}$`));
      const imports = [
        ...platform.map((name) => `import { ${name} } from "./errors/${name}";`),
        ...own.map((key) => `import { errors as ${key} } from "../../../modules/${key}/i18n/errors.${language}";`),
      ];
      const names = [...platform, ...own];
      return `${header(me, `${dir}/errors/*.ts and every web/src/modules/<m>/i18n/errors.${language}.ts`)}import type { ErrorMessages } from "../../types";
${imports.join("\n")}

/**
 * The error catalogue in this language, composed from one file per contracts module, each typed by
 * that module's codes (a missing code fails \`tsc\` here).
 */
export const errors: ErrorMessages = { ${names.map((name) => `...${name}`).join(", ")} };
`;
    },
  };
}

export const generated = [webModules, builtList, i18nResources, ...languages.map(errorCatalogue)];
