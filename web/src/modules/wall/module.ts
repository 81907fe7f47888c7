import { route, type WebModule } from "../webModule";

export const webModule: WebModule = { routes: [route("company"), route("post/:_id", { track: "wall" })] };
