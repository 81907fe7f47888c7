import type { FileKinds } from "../files/file-kinds";

/** The shop's pictures (items, achievements, the shop's own). */
export const shopFileKinds = { shop: {} } as const satisfies FileKinds;
