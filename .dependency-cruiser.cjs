/**
 * The boundaries of DESIGN §2, checked by `npm run lint` (dependency-cruiser): package direction
 * (contracts ← core ← functions ← local, stacks; web → contracts only), one door per core module,
 * self-contained web modules, and no import circles. A rule is never weakened to pass: fix the import.
 *
 * Terms: a core module is a folder `packages/core/src/<m>/`; its door is `<m>/index.ts`, and what it
 * offers the platform's capabilities are leaf doors (`plugin.ts`, `tag-target.ts`, `search-source.ts`,
 * `reader-labels.ts`, `post-parent.ts`, `socket-actions.ts`, `data-migrations.ts`, `placement-rules.ts`;
 * the clients' `switches.ts`), which Lambdas load alone. `platform/`
 * and `db/` are the floor (every module may use them); `testing/` and a module's test-support files
 * are for tests and the local runtime only.
 */
const core = "^packages/core/src/";
const coreFloors = "(platform|db)";
/** A core module's doors: its index, and the capability leaves the generated composition roots load. */
const coreDoors =
  "(index|plugin|tag-target|search-source|reader-labels|post-parent|socket-actions|calendar-entries|data-migrations|placement-rules|switches)";
/** Test code and test support may reach into what they test. */
const testFiles = "(\\.test\\.tsx?$|/test-[^/]+\\.ts$|/testing\\.tsx?$|/testing/|^web/src/test/)";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle (e.g. a web module's index ↔ the registry): split the shared part into its own file.",
      from: {},
      to: { circular: true },
    },
    // ---- Package direction ----
    {
      name: "contracts-import-nothing-of-ours",
      severity: "error",
      comment: "contracts are the bottom layer: shared by the API and the SPA.",
      from: { path: "^packages/contracts/" },
      to: { path: "^(packages/(core|functions|local)|web|stacks|infra-tests)/" },
    },
    {
      name: "core-not-above",
      severity: "error",
      comment: "core depends only on contracts (and libraries).",
      from: { path: "^packages/core/" },
      to: { path: "^(packages/(functions|local)|web|stacks|infra-tests)/" },
    },
    {
      name: "functions-not-above",
      severity: "error",
      comment: "Lambda entry points depend on core and contracts, never on the local runtime or infra.",
      from: { path: "^packages/functions/" },
      to: { path: "^(packages/local|web|stacks|infra-tests)/" },
    },
    {
      name: "web-only-contracts",
      severity: "error",
      comment: "The SPA imports only contracts (DESIGN §2).",
      from: { path: "^web/" },
      to: { path: "^(packages/(core|functions|local)|stacks|infra-tests)/" },
    },
    {
      name: "stacks-no-runtime-code",
      severity: "error",
      comment: "Infra reads the route and job tables, not the runtime or the SPA.",
      from: { path: "^stacks/" },
      to: { path: "^(packages/local|web)/" },
    },
    // ---- Core module doors ----
    {
      name: "core-module-door",
      severity: "error",
      comment:
        "Another core module is reached only through its doors (packages/core/src/<m>/index.ts, or a capability leaf: plugin, tag-target, search-source, reader-labels, post-parent, socket-actions, data-migrations, placement-rules, switches). Export what you need from the door.",
      from: { path: `${core}([^/]+)/`, pathNot: testFiles },
      to: {
        path: `${core}([^/]+)/.+`,
        pathNot: [`${core}$1/`, `${core}[^/]+/${coreDoors}\\.ts$`, `${core}${coreFloors}/`],
      },
    },
    {
      name: "outside-core-through-doors",
      severity: "error",
      comment: "functions, local, stacks and infra-tests import core modules only through their doors.",
      from: { path: "^(packages/(functions|local)|stacks|infra-tests)/", pathNot: testFiles },
      to: { path: `${core}[^/]+/.+`, pathNot: [`${core}[^/]+/${coreDoors}\\.ts$`] },
    },
    {
      name: "no-test-support-in-production",
      severity: "error",
      comment: "Test helpers stay out of Lambdas and the SPA.",
      from: { path: "^(packages/(core|functions|contracts)|web)/", pathNot: testFiles },
      to: { path: testFiles },
    },
    // ---- Web modules ----
    {
      name: "web-module-self-contained",
      severity: "error",
      comment:
        "A web module does not reach into another module's folder: shared pieces live in ui/, shared/, forms/ or api/; what a module offers others is in its public.ts (or its index chunk, its shellPart).",
      from: { path: "^web/src/modules/([^/]+)/", pathNot: testFiles },
      to: {
        path: "^web/src/modules/([^/]+)/",
        pathNot: ["^web/src/modules/$1/", "^web/src/modules/[^/]+/(index|shellPart|public)\\.tsx?$"],
      },
    },
    {
      name: "web-public-page-outside-shell",
      severity: "error",
      comment:
        "A module's publicPage.tsx is shown without a session, outside the shell: it uses ui/, api/ and its own files, never the shell or the session's data.",
      from: { path: "^web/src/modules/[^/]+/publicPage\\.tsx$" },
      to: { path: "^web/src/(shell|session)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|\\.sst|\\.data|\\.test-artifacts|coverage|\\.scratch)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.depcruise.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    combinedDependencies: true,
    preserveSymlinks: false,
  },
};
