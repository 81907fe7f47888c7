import type { RouteObject } from "react-router-dom";
import { modules } from "./registry";

/** One lazily loaded route tree per module: every route of a module loads that module's chunk. */
export function moduleRoutes(): RouteObject[] {
  return modules.flatMap((module) =>
    module.routes.map((route): RouteObject => ({
      path: route.path,
      lazy: async () => {
        const { default: Page } = await module.load();
        return { Component: () => <Page module={module.key} route={route.path} /> };
      },
    })),
  );
}
