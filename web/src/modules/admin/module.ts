import { routes, type WebModule } from "../webModule";

/** One page (product-spec §2 /admin): a tab per part of the administrator panel, the tab in the address. */
export const webModule: WebModule = { routes: routes("admin") };
