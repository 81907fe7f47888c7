import { route, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: [
    route("articles"),
    route("articles/:parent"),
    route("articles/tag/:tag"),
    route("article/:_id", { track: "articles" }),
  ],
  searchHits: {
    article: { icon: "manual", label: { en: "Articles", ru: "Статьи", ua: "Статті" } },
  },
};
