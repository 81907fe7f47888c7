import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: routes("shop"),
  searchHits: {
    shopItem: { icon: "shop", label: { en: "Shop items", ru: "Товары магазина", ua: "Товари магазину" } },
  },
};
