import { route, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: [route("articles"), route("articles/:parent"), route("article/:_id", { track: "articles" })],
};
