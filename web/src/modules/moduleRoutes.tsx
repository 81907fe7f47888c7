import type { RouteObject } from "react-router-dom";
import type { ModuleKey } from "./types";
import { webModules } from "./routes";

/** One lazily loaded route tree per module: every route of a module loads that module's chunk. */
export function moduleRoutes(): RouteObject[] {
  return Object.entries(webModules).flatMap(([key, module]) =>
    module.routes.map((route): RouteObject => ({
      path: route.path,
      lazy: async () => {
        const { default: Page } = await module.load();
        return { Component: () => <Page module={key as ModuleKey} route={route.path} /> };
      },
    })),
  );
}
