import { moduleManifest, type ManifestRow, type ModuleKey } from "@intranet/contracts/manifest";
import { searchTypes } from "@intranet/contracts/search";
import { describe, expect, it } from "vitest";
import { builtModuleKeys } from "../generated/builtModules";
import { webModules as descriptors } from "../generated/webModules";
import { isBuiltFeature, isBuiltMenuEntry, isBuiltRight, isBuiltSection } from "../shared/builtModules";
import { moduleChunks } from "./chunks";
import { plannedModules } from "./planned";
import { modulePublicRoutes } from "./publicRoutes";
import { modules } from "./registry";
import { webModules } from "./routes";
import { searchHitDisplays } from "./searchHits";
import { shellParts } from "./shellParts";

/*
 * A web module registers itself by its folder: every list the SPA composes follows the folders of
 * web/src/modules (Vite globs, or `npm run gen`, which lint checks). Generic on purpose: adding a
 * throwaway folder (scripts/gen/throwaway-web-module.ts) must pass it with no other edit.
 */

/** The folders of web/src/modules, from the files Vite sees (nothing is loaded). */
const folderOf = (path: string) => path.split("/")[1]!;
const files = Object.keys(import.meta.glob("./*/**/*.{ts,tsx}"));
const folders = [...new Set(files.map(folderOf))].sort();
const having = (name: string) => folders.filter((folder) => files.includes(`./${folder}/${name}`));
const rows = moduleManifest as readonly ManifestRow[];

describe("web module registration (issue 29)", () => {
  it("lists every folder as a built module, with its descriptor", () => {
    expect([...builtModuleKeys]).toEqual(folders);
    expect(Object.keys(descriptors).sort()).toEqual(folders);
  });

  it("routes every built module by its descriptor and only the others by the planned list", () => {
    for (const key of folders)
      expect(webModules[key as ModuleKey], key).toBe(descriptors[key as keyof typeof descriptors]);
    for (const key of Object.keys(webModules).filter((key) => !folders.includes(key)))
      expect(webModules[key as ModuleKey], key).toBe(plannedModules[key as ModuleKey]);
    expect(modules.map((module) => module.key).sort()).toEqual(Object.keys(webModules).sort());
  });

  it("loads each folder's index.tsx as its chunk and mounts each built shell part", () => {
    expect(Object.keys(moduleChunks).sort()).toEqual(having("index.tsx"));
    const withPart = rows.filter((row) => row.shellPart && folders.includes(row.key));
    expect(shellParts).toHaveLength(withPart.length);
    expect(having("shellPart.tsx")).toEqual(withPart.map((row) => row.key).sort());
  });

  it("gives a public page exactly to the modules whose descriptor declares public routes", () => {
    const withPublic = folders.filter((key) => (webModules[key as ModuleKey]?.publicRoutes ?? []).length > 0);
    expect(having("publicPage.tsx")).toEqual(withPublic);
    expect(modulePublicRoutes().map((route) => route.path)).toEqual(
      withPublic.flatMap((key) => webModules[key as ModuleKey]!.publicRoutes!),
    );
  });

  it("shows the menu entries, rights, switches and notification tabs of built modules only", () => {
    for (const row of rows) {
      const built = folders.includes(row.key);
      for (const entry of row.menu ?? []) expect(isBuiltMenuEntry(entry.key), entry.key).toBe(built);
      for (const right of row.rights ?? []) expect(isBuiltRight(right), right).toBe(built);
      for (const feature of row.features ?? []) expect(isBuiltFeature(feature), feature).toBe(built);
      if (row.notificationSection) expect(isBuiltSection(row.notificationSection), row.key).toBe(built);
    }
    expect(isBuiltSection("all")).toBe(true);
  });

  it("shows every searchable type by its module's descriptor: an icon and a name in each language", () => {
    for (const type of searchTypes) {
      const display = searchHitDisplays[type];
      expect(display, `${type}: add it to its module's module.ts searchHits`).toBeDefined();
      for (const language of ["en", "ru", "ua"] as const) expect(display!.label[language].trim()).not.toBe("");
    }
  });
});
