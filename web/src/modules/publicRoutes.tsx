import type { RouteObject } from "react-router-dom";
import type { ModuleKey, ModulePageProps, PublicPageChunk } from "./types";
import { webModules } from "./routes";

/** Every module folder's `publicPage.tsx` as a lazy loader: each its own small chunk. */
const loaders = import.meta.glob<PublicPageChunk>("./*/publicPage.tsx");
const loaderOf = (key: string) => loaders[`./${key}/publicPage.tsx`];

/** The public screens of the built modules (their descriptors' `publicRoutes`), for the public frame. */
export function modulePublicRoutes(): RouteObject[] {
  return Object.entries(webModules).flatMap(([key, module]) =>
    (module.publicRoutes ?? []).map((path): RouteObject => {
      const load = loaderOf(key);
      if (!load) throw new Error(`${key} declares public routes but has no publicPage.tsx`);
      return {
        path,
        lazy: async () => {
          const { default: Page } = await load();
          const props: ModulePageProps = { module: key as ModuleKey, route: path };
          return { Component: () => <Page {...props} /> };
        },
      };
    }),
  );
}

/** Where each module public route starts (its pattern up to the first parameter): no sign-in needed. */
export const modulePublicPrefixes: readonly string[] = Object.values(webModules).flatMap((module) =>
  (module.publicRoutes ?? []).map((path) => `/${path.split("/:")[0]!.replace(/^\/+/, "")}`),
);
