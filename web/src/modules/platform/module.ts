import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = { routes: routes("app") };
