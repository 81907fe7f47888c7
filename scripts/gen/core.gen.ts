/**
 * The functions layer's composition roots, from the capability leaves of the core modules
 * (packages/core/src/<m>/…): who may tag an item (`tag-target.ts`, `tagTargets`), the searcher's
 * reader labels (`reader-labels.ts`, `readerLabels`), the walls besides the company's
 * (`post-parent.ts`, `postParents`), the searchable sources (`search-source.ts`, one
 * `…SearchSource`), and the modules' plain-data plugins (`plugin.ts`: subscribers, jobs). Lambdas import the root they need for its effect; the tags, search-query and
 * wall Lambdas load a module's leaf only when a request needs it.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { exportedConst, foldersWith } from "./discover";
import { header, type GeneratedFile } from "./generated-file";
import { lowerFirst } from "./layers";

const core = "packages/core/src";
const functions = "packages/functions/src";
const me = "core.gen.ts";

const leaves = (root: string, leaf: string) => foldersWith(join(root, core), `${leaf}.ts`);

const tagTargets: GeneratedFile = {
  path: `${functions}/tag-targets.ts`,
  async render(root) {
    const owners = await leaves(root, "tag-target");
    return `${header(me, "every packages/core/src/<m>/tag-target.ts")}import { registerTagTargets } from "@intranet/core/tags";

/**
 * THE tag targets: who may tag an item of each model, answered by the module that owns the
 * model's vocabulary (contracts \`tagModuleOf\`), so tags never import the modules that use them.
 * Imported for its effect by every Lambda that attaches or detaches tags; each owner loads on the
 * first call that tags one of its items. A model nobody offers takes no tags (404 \`tags.unknown_model\`).
 */
${owners.map((owner) => `registerTagTargets("${owner}", async () => (await import("@intranet/core/${owner}/tag-target")).tagTargets);`).join("\n")}
`;
  },
};

const readerLabels: GeneratedFile = {
  path: `${functions}/search-readers.ts`,
  async render(root) {
    const owners = await leaves(root, "reader-labels");
    return `${header(me, "every packages/core/src/<m>/reader-labels.ts")}import { registerReaderLabelsLoader } from "@intranet/core/search";

/**
 * The searcher's reader labels that modules add (core/search/readers.ts), e.g. a group's members
 * (\`group:<id>\`), a chat room's, the audiences a person is in. Imported for its effect by the search
 * query Lambda; the leaves load with its first query.
 */
${owners.map((owner) => `registerReaderLabelsLoader(async () => (await import("@intranet/core/${owner}/reader-labels")).readerLabels);`).join("\n")}
`;
  },
};

const postParents: GeneratedFile = {
  path: `${functions}/post-parents.ts`,
  async render(root) {
    const owners = await leaves(root, "post-parent");
    return `${header(me, "every packages/core/src/<m>/post-parent.ts")}import { registerPostParentsLoader } from "@intranet/core/posts";

/**
 * THE post parents besides the company wall: who may read and post under each, answered by the
 * module that owns the parent. Imported for its effect by every Lambda that shows or takes posts
 * (the wall's, the groups', search indexing); an owner loads when a post under its parent is first
 * met, and a parent type nobody offers is readable by nobody.
 */
${owners.map((owner) => `registerPostParentsLoader(async () => (await import("@intranet/core/${owner}/post-parent")).postParents);`).join("\n")}
`;
  },
};

const searchSources: GeneratedFile = {
  path: `${functions}/search-sources.ts`,
  async render(root) {
    const owners = await leaves(root, "search-source");
    const named = await Promise.all(
      owners.map(async (owner) => ({
        owner,
        name: await exportedConst(join(root, core, owner, "search-source.ts"), /SearchSource$/),
      })),
    );
    return `${header(me, "every packages/core/src/<m>/search-source.ts")}import { registerSearchSource, searchSources } from "@intranet/core/search";
${named.map(({ owner, name }) => `import { ${name} } from "@intranet/core/${owner}/search-source";`).join("\n")}
import "./post-parents";

/**
 * THE search source table: every module with searchable documents, once. Imported for its effect by
 * the search subscriber and the re-index jobs — never by the query Lambda, which reads only the index.
 */
export const searchSourceTable = [${named.map(({ name }) => name).join(", ")}];

for (const source of searchSourceTable) {
  if (!searchSources().includes(source)) registerSearchSource(source);
}
`;
  },
};

const socketActions: GeneratedFile = {
  path: `${functions}/socket-actions.ts`,
  async render(root) {
    const owners = await leaves(root, "socket-actions");
    return `${header(me, "every packages/core/src/<m>/socket-actions.ts")}import { registerSocketActions } from "@intranet/core/realtime";

/**
 * THE socket actions of the modules (\`<module>.<what>\`, contracts \`<m>/realtime.ts\`): imported for its
 * effect by the $default Lambda, which loads a module's leaf on the first message of that module.
 */
${owners.map((owner) => `registerSocketActions("${owner}", async () => (await import("@intranet/core/${owner}/socket-actions")).socketActions);`).join("\n")}
`;
  },
};

/** The core modules with a file that registers an exporter (`registerExporter(` at its top level). */
async function exporterOwners(root: string): Promise<string[]> {
  const owners: string[] = [];
  for (const module of await foldersWith(join(root, core), "index.ts")) {
    const files = (await readdir(join(root, core, module))).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.includes("test-support"),
    );
    const texts = await Promise.all(files.map((file) => readFile(join(root, core, module, file), "utf8")));
    if (module !== "exports" && texts.some((text) => /^registerExporter\b/m.test(text))) owners.push(module);
  }
  return owners;
}

const exporters: GeneratedFile = {
  path: `${functions}/exporters.ts`,
  async render(root) {
    const owners = await exporterOwners(root);
    return `${header(me, "the core modules that call registerExporter")}/**
 * Every module that registers exporters (core/exports), imported for that side effect by the
 * export subscriber only: its Lambda bundles these modules' exporters and nothing else.
 */
${owners.map((owner) => `import "@intranet/core/${owner}";`).join("\n")}
`;
  },
};

const plugins: GeneratedFile = {
  path: `${functions}/plugins.ts`,
  async render(root) {
    const owners = await lowerFirst(join(root, core), await leaves(root, "plugin"));
    return `${header(me, "every packages/core/src/<m>/plugin.ts")}${owners.map((owner) => `import { plugin as ${owner} } from "@intranet/core/${owner}/plugin";`).join("\n")}

/**
 * Every core module's plugin (plain data: its bus subscribers, jobs and search events), by module,
 * lower modules first: subscriptions.ts and jobs.ts make the tables of them.
 */
export const corePlugins = { ${owners.join(", ")} };
`;
  },
};

export const generated = [tagTargets, readerLabels, postParents, searchSources, socketActions, exporters, plugins];
