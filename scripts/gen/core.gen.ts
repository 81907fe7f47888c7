/**
 * The functions layer's composition roots, from the capability leaves of the core modules
 * (packages/core/src/<m>/…): who may tag an item (`tag-target.ts`, `tagTargets`), the searcher's
 * reader labels (`reader-labels.ts`, `readerLabels`), the days marked in calendars
 * (`calendar-entries.ts`, `datedEntries`), the walls besides the company's
 * (`post-parent.ts`, `postParents`), the searchable sources (`search-source.ts`, one
 * `…SearchSource`), the data migrations (`data-migrations.ts`, `migrations`), and the modules' plain-data plugins (`plugin.ts`: subscribers, jobs). Lambdas import the root they need for its effect; the tags, search-query and
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

/**
 * A composition root that registers each module's capability leaf `core/src/<m>/<leaf>.ts` as a
 * lazy loader, keyed by the module when `byOwner`, so the Lambdas importing it load an owner only
 * when a request needs it. `doc` is the file's comment, one array item a line.
 */
function lazyRoot(
  leaf: string,
  into: string,
  register: { name: string; from: string; byOwner: boolean },
  exportName: string,
  doc: string[],
): GeneratedFile {
  return {
    path: `${functions}/${into}`,
    async render(root) {
      const owners = await leaves(root, leaf);
      const key = (owner: string) => (register.byOwner ? `"${owner}", ` : "");
      const line = (owner: string) =>
        `${register.name}(${key(owner)}async () => (await import("@intranet/core/${owner}/${leaf}")).${exportName});`;
      return `${header(me, `every packages/core/src/<m>/${leaf}.ts`)}import { ${register.name} } from "${register.from}";

/**
${doc.map((text) => ` * ${text}`).join("\n")}
 */
${owners.map(line).join("\n")}
`;
    },
  };
}

const tagTargets = lazyRoot(
  "tag-target",
  "tag-targets.ts",
  { name: "registerTagTargets", from: "@intranet/core/tags", byOwner: true },
  "tagTargets",
  [
    "THE tag targets: who may tag an item of each model, answered by the module that owns the",
    "model's vocabulary (contracts `tagModuleOf`), so tags never import the modules that use them.",
    "Imported for its effect by every Lambda that attaches or detaches tags; each owner loads on the",
    "first call that tags one of its items. A model nobody offers takes no tags (404 `tags.unknown_model`).",
  ],
);

const readerLabels = lazyRoot(
  "reader-labels",
  "search-readers.ts",
  { name: "registerReaderLabelsLoader", from: "@intranet/core/search", byOwner: false },
  "readerLabels",
  [
    "The searcher's reader labels that modules add (core/search/readers.ts), e.g. a group's members",
    "(`group:<id>`), a chat room's, the audiences a person is in. Imported for its effect by the search",
    "query Lambda; the leaves load with its first query.",
  ],
);

const postParents = lazyRoot(
  "post-parent",
  "post-parents.ts",
  { name: "registerPostParentsLoader", from: "@intranet/core/posts", byOwner: false },
  "postParents",
  [
    "THE post parents besides the company wall: who may read and post under each, answered by the",
    "module that owns the parent. Imported for its effect by every Lambda that shows or takes posts",
    "(the wall's, the groups', search indexing); an owner loads when a post under its parent is first",
    "met, and a parent type nobody offers is readable by nobody.",
  ],
);

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

const socketActions = lazyRoot(
  "socket-actions",
  "socket-actions.ts",
  { name: "registerSocketActions", from: "@intranet/core/realtime", byOwner: true },
  "socketActions",
  [
    "THE socket actions of the modules (`<module>.<what>`, contracts `<m>/realtime.ts`): imported for its",
    "effect by the $default Lambda, which loads a module's leaf on the first message of that module.",
  ],
);

const calendarEntries = lazyRoot(
  "calendar-entries",
  "calendar-entries.ts",
  { name: "registerDatedEntriesLoader", from: "@intranet/core/calendar", byOwner: true },
  "datedEntries",
  [
    "The days modules mark in a person's calendar (core/calendar/dated.ts): a task's deadline, an",
    "absence. Imported for its effect by the calendar's Lambda; an owner loads with the first range",
    "that asks it, and none is asked while its module is switched off.",
  ],
);

const placementRules = lazyRoot(
  "placement-rules",
  "placement-rules.ts",
  { name: "registerPlacementRulesLoader", from: "@intranet/core/users", byOwner: false },
  "placementRules",
  [
    "Where people may be placed (core/users/placement.ts): the structure's departments. Imported",
    "for its effect by every Lambda that changes profiles; users refuse a department when none is registered.",
  ],
);

const dataMigrations = lazyRoot(
  "data-migrations",
  "data-migrations.ts",
  { name: "registerMigrationsLoader", from: "@intranet/core/migrations", byOwner: false },
  "migrations",
  [
    "THE data migrations of the modules (core/migrations): imported for its effect by the job",
    "`data-migrations` only, which loads every module's steps when it runs.",
  ],
);

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

export const generated = [
  tagTargets,
  readerLabels,
  postParents,
  searchSources,
  socketActions,
  calendarEntries,
  placementRules,
  dataMigrations,
  exporters,
  plugins,
];
