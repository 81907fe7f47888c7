import { routes, type WebModule } from "../webModule";

/** One page (product-spec §2 /vacations); its tabs live in the address (`?tab=`). */
export const webModule: WebModule = { routes: routes("vacations") };
