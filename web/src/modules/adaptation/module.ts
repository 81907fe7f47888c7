import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: routes("adaptation", "adaptation/user/:adapt_id", "adaptation/:_id"),
};
