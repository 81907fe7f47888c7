import type { RouteObject } from "react-router-dom";
import type { ModuleKey } from "./types";
import { webModules } from "./routes";

/** The module chunks' table, loaded with the first module page (see chunks.ts). */
export const loadModuleChunks = () => import("./chunks");

/** One lazily loaded route tree per module: every route of a module loads that module's chunk. */
export function moduleRoutes(): RouteObject[] {
  return Object.entries(webModules).flatMap(([key, module]) =>
    module.routes.map((route): RouteObject => ({
      path: route.path,
      lazy: async () => {
        const { moduleChunks, placeholderChunk } = await loadModuleChunks();
        const { default: Page } = await (moduleChunks[key as ModuleKey] ?? placeholderChunk)();
        return { Component: () => <Page module={key as ModuleKey} route={route.path} /> };
      },
    })),
  );
}
