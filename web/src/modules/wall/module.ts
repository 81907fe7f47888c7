import { route, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: [route("company"), route("post/:_id", { track: "wall" })],
  searchHits: {
    post: { icon: "document", label: { en: "Posts", ru: "Публикации", ua: "Публікації" } },
    comment: { icon: "comment", label: { en: "Comments", ru: "Комментарии", ua: "Коментарі" } },
  },
};
