/**
 * The contracts' composed lists, from the module folders of packages/contracts/src: each
 * `<m>/routes.ts` (one `…Routes = defineRoutes(…)`), `<m>/errors.ts` (`…Errors`), `<m>/messages.ts`
 * (`…ErrorMessages`), `<m>/notification-texts.ts` (`…Notifications`), `<m>/post-texts.ts` (`…PostTexts`), `<m>/file-kinds.ts` (`…FileKinds`), `<m>/realtime.ts` (`…ClientMessages`, `…ServerEvents`), `<m>/search-types.ts` (`…SearchTypes`), `<m>/tag-models.ts` (`…TagModels`), `<m>/feature-names.ts` (`…FeatureNames`), and the package's exports (`@intranet/contracts/<m>` for each `<m>/index.ts`).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { exportedConst, exportedConsts, foldersWith } from "./discover";
import { header, type GeneratedFile } from "./generated-file";

const src = "packages/contracts/src";
const me = "contracts.gen.ts";

/** `import { x } from "../<m>/<file>"` for each module folder with that file, and the names imported. */
async function imports(root: string, file: string, pattern: RegExp) {
  const folders = await foldersWith(join(root, src), `${file}.ts`);
  const named = await Promise.all(
    folders.map(async (folder) => ({
      folder,
      name: await exportedConst(join(root, src, folder, `${file}.ts`), pattern),
    })),
  );
  const lines = named.map(({ folder, name }) => `import { ${name} } from "../${folder}/${file}";`).join("\n");
  return { lines, names: named.map(({ name }) => name) };
}

/**
 * A generated file (`generated/<output>.ts`) that spreads one const of each module's
 * `<m>/<file>.ts` into `exportName` (`{ ...a, ...b } as const`), with `doc` as its comment: the
 * shape of most contracts lists.
 */
function merged(file: string, output: string, pattern: RegExp, exportName: string, doc: string): GeneratedFile {
  return {
    path: `${src}/generated/${output}.ts`,
    async render(root) {
      const { lines, names } = await imports(root, file, pattern);
      return `${header(me, `every packages/contracts/src/<m>/${file}.ts`)}${lines}

/** ${doc} */
export const ${exportName} = { ${names.map((name) => `...${name}`).join(", ")} } as const;
`;
    },
  };
}

const routes: GeneratedFile = {
  path: `${src}/generated/routes.ts`,
  async render(root) {
    const { lines, names } = await imports(root, "routes", /Routes$/);
    return `${header(me, "every packages/contracts/src/<m>/routes.ts")}${lines}

/** Every area's routes (an area is one Lambda): functions/src/routes.ts makes THE route table of them. */
export const routeAreas = [${names.join(", ")}];
`;
  },
};

const errorStatuses = merged(
  "errors",
  "error-statuses",
  /Errors$/,
  "moduleErrorStatuses",
  "Every module's error codes and their HTTP statuses (errors.ts adds the platform's `common.*`).",
);

const errorMessages: GeneratedFile = {
  path: `${src}/generated/error-messages.ts`,
  async render(root) {
    const { lines, names } = await imports(root, "messages", /ErrorMessages$/);
    return `${header(me, "every packages/contracts/src/<m>/messages.ts")}${lines}

/** Every module's English error messages (error-messages.ts adds the platform's). */
export const moduleErrorMessages = /* @__PURE__ */ Object.assign({}, ${names.join(", ")});
`;
  },
};

const notifications = merged(
  "notification-texts",
  "notifications",
  /Notifications$/,
  "builtinNotifications",
  "Every module's built-in notifications by code (notificationTexts.ts and core's templates read them).",
);

const postTexts = merged(
  "post-texts",
  "post-texts",
  /PostTexts$/,
  "builtinPostTexts",
  "Every module's automatic wall posts by kind (autoPosts.ts renders them in the reader's language).",
);

const fileKinds = merged(
  "file-kinds",
  "file-kinds",
  /FileKinds$/,
  "moduleFileKinds",
  "Every module's file kinds and their rules (files/schemas.ts makes `fileModules` of them).",
);

const realtime: GeneratedFile = {
  path: `${src}/generated/realtime.ts`,
  async render(root) {
    const folders = await foldersWith(join(root, src), "realtime.ts");
    const named = await Promise.all(
      folders.map(async (folder) => {
        const path = join(root, src, folder, "realtime.ts");
        return {
          folder,
          client: await exportedConsts(path, /ClientMessages$/),
          server: await exportedConsts(path, /ServerEvents$/),
        };
      }),
    );
    const lines = named
      .map(
        ({ folder, client, server }) => `import { ${[...client, ...server].join(", ")} } from "../${folder}/realtime";`,
      )
      .join("\n");
    const spread = (names: string[]) => names.map((name) => `...${name}`).join(", ");
    return `${header(me, "every packages/contracts/src/<m>/realtime.ts")}${lines}

/** Every module's messages from the browser (realtime.ts adds the socket's own). */
export const moduleClientMessages = [${spread(named.flatMap(({ client }) => client))}] as const;

/** Every module's pushes (realtime.ts adds the socket's own). */
export const moduleServerEvents = [${spread(named.flatMap(({ server }) => server))}] as const;
`;
  },
};

const searchTypes = merged(
  "search-types",
  "search-types",
  /SearchTypes$/,
  "moduleSearchTypes",
  "Every module's searchable document types (search/schemas.ts orders them into `searchTypes`).",
);

const tagModels = merged(
  "tag-models",
  "tag-models",
  /TagModels$/,
  "moduleTagModels",
  "Every module's taggable models and their vocabularies (tags/schemas.ts makes `tagModels` of them).",
);

const featureNames = merged(
  "feature-names",
  "feature-names",
  /FeatureNames$/,
  "moduleFeatureNames",
  "The English names of the modules' feature codes (clients/schemas.ts `featureNames`).",
);

const packageExports: GeneratedFile = {
  path: "packages/contracts/package.json",
  async render(root) {
    const path = join(root, "packages/contracts/package.json");
    const manifest = JSON.parse(await readFile(path, "utf8")) as { exports: Record<string, string> };
    const doors = await foldersWith(join(root, src), "index.ts");
    const exports: Record<string, string> = { ".": "./src/index.ts" };
    for (const folder of doors) exports[`./${folder}`] = `./src/${folder}/index.ts`;
    exports["./*"] = "./src/*.ts";
    return `${JSON.stringify({ ...manifest, exports }, null, 2)}\n`;
  },
};

export const generated = [
  routes,
  errorStatuses,
  errorMessages,
  notifications,
  postTexts,
  fileKinds,
  realtime,
  searchTypes,
  tagModels,
  featureNames,
  packageExports,
];
