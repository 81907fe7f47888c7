import type { ComponentType } from "react";

/** Adapts a chunk with a default-exported component to react-router's `lazy` route property. */
export function lazyComponent(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}
