import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = { routes: routes("groups", "groups/:_id", "group/:_id") };
