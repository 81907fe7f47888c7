import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: routes("chat", "chat/:_id"),
  searchHits: {
    message: { icon: "chat", label: { en: "Chat messages", ru: "Сообщения в чатах", ua: "Повідомлення в чатах" } },
  },
};
