import { routes, type WebModule } from "../webModule";

/** One page (product-spec §2 /analytics): a tab per report, the tab and the filters in the address. */
export const webModule: WebModule = { routes: routes("analytics") };
