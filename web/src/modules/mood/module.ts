import type { WebModule } from "../webModule";

/** No pages: the mood check is its shell part. */
export const webModule: WebModule = { routes: [] };
