import type { Collections } from "@intranet/core/admin";
import { corePlugins } from "./plugins";

/**
 * Every module's data collections (`collections` in its core plugin), with the module that declared
 * them: the admin panel's "all data" counts by them and deletes only those declared deletable.
 */
export const collections: Collections = Object.entries(corePlugins).flatMap(([module, plugin]) =>
  "collections" in plugin ? plugin.collections.map((row) => ({ ...row, module })) : [],
);
