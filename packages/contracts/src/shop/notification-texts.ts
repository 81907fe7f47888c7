import type { BuiltinNotifications } from "../notifications/builtin";
import { shopLanguages } from "./coins";

/** Amounts come written in each language (coins.ts `coinsInEveryLanguage`): `coins_en`, `coins_ru`, `coins_ua`. */
const everyLanguage = (prefix: string) => shopLanguages.map((language) => `${prefix}_${language}` as const);

/** The shop module's notifications: their built-in texts in every language (notifications/builtin.ts says how to write them). */
export const shopNotifications = {
  "shop.accrued": {
    name: "Coins received",
    section: "shop",
    variables: ["amount", "currency", "balance", "comment", ...everyLanguage("coins"), ...everyLanguage("balance")],
    texts: {
      en: {
        title: "You received {{coins_en}}",
        short: "{{comment}}",
        full: '<p>You received {{coins_en}}. Your balance: {{balance_en}}.</p><p>{{comment}}</p><p><a href="{{link}}">Open the shop</a></p>',
      },
      ru: {
        title: "Вам начислено: {{coins_ru}}",
        short: "{{comment}}",
        full: '<p>Вам начислено: {{coins_ru}}. Ваш баланс: {{balance_ru}}.</p><p>{{comment}}</p><p><a href="{{link}}">Открыть магазин</a></p>',
      },
      ua: {
        title: "Вам нараховано: {{coins_ua}}",
        short: "{{comment}}",
        full: '<p>Вам нараховано: {{coins_ua}}. Ваш баланс: {{balance_ua}}.</p><p>{{comment}}</p><p><a href="{{link}}">Відкрити магазин</a></p>',
      },
    },
  },
  "shop.achievement": {
    name: "Achievement received",
    section: "shop",
    variables: ["achievement", "comment"],
    texts: {
      en: {
        title: "A new achievement: {{achievement}}",
        short: "{{comment}}",
        full: '<p>You received the achievement “{{achievement}}”.</p><p>{{comment}}</p><p><a href="{{link}}">Open the shop</a></p>',
      },
      ru: {
        title: "Новое достижение: {{achievement}}",
        short: "{{comment}}",
        full: '<p>Вам присвоено достижение «{{achievement}}».</p><p>{{comment}}</p><p><a href="{{link}}">Открыть магазин</a></p>',
      },
      ua: {
        title: "Нове досягнення: {{achievement}}",
        short: "{{comment}}",
        full: '<p>Вам присвоєно досягнення «{{achievement}}».</p><p>{{comment}}</p><p><a href="{{link}}">Відкрити магазин</a></p>',
      },
    },
  },
  "shop.purchased": {
    name: "Your purchase",
    section: "shop",
    variables: ["item", "cost", "currency", "balance", ...everyLanguage("cost"), ...everyLanguage("balance")],
    texts: {
      en: {
        title: "Your purchase: {{item}}",
        short: "{{cost_en}}, balance {{balance_en}}",
        full: '<p>Your purchase: {{item}} for {{cost_en}}. Your balance: {{balance_en}}.</p><p><a href="{{link}}">Open the shop</a></p>',
      },
      ru: {
        title: "Ваша покупка: {{item}}",
        short: "{{cost_ru}}, баланс {{balance_ru}}",
        full: '<p>Ваша покупка: {{item}} за {{cost_ru}}. Ваш баланс: {{balance_ru}}.</p><p><a href="{{link}}">Открыть магазин</a></p>',
      },
      ua: {
        title: "Ваша покупка: {{item}}",
        short: "{{cost_ua}}, баланс {{balance_ua}}",
        full: '<p>Ваша покупка: {{item}} за {{cost_ua}}. Ваш баланс: {{balance_ua}}.</p><p><a href="{{link}}">Відкрити магазин</a></p>',
      },
    },
  },
  "shop.order": {
    name: "New order (shop managers)",
    section: "shop",
    variables: ["actor", "item"],
    texts: {
      en: {
        title: "New order: {{item}}",
        short: "{{actor}}",
        full: '<p>{{actor}} ordered {{item}}. Hand it out and mark the order handed out.</p><p><a href="{{link}}">Open the orders</a></p>',
      },
      ru: {
        title: "Новый заказ: {{item}}",
        short: "{{actor}}",
        full: '<p>{{actor}}: заказ «{{item}}». Выдайте его и отметьте заказ выданным.</p><p><a href="{{link}}">Открыть заказы</a></p>',
      },
      ua: {
        title: "Нове замовлення: {{item}}",
        short: "{{actor}}",
        full: '<p>{{actor}}: замовлення «{{item}}». Видайте його та позначте замовлення виданим.</p><p><a href="{{link}}">Відкрити замовлення</a></p>',
      },
    },
  },
  "shop.handed_out": {
    name: "Order handed out",
    section: "shop",
    variables: ["item"],
    texts: {
      en: {
        title: "Your order is handed out: {{item}}",
        short: "",
        full: '<p>Your order “{{item}}” is handed out.</p><p><a href="{{link}}">Open the shop</a></p>',
      },
      ru: {
        title: "Ваш заказ выдан: {{item}}",
        short: "",
        full: '<p>Ваш заказ «{{item}}» выдан.</p><p><a href="{{link}}">Открыть магазин</a></p>',
      },
      ua: {
        title: "Ваше замовлення видано: {{item}}",
        short: "",
        full: '<p>Ваше замовлення «{{item}}» видано.</p><p><a href="{{link}}">Відкрити магазин</a></p>',
      },
    },
  },
} as const satisfies BuiltinNotifications;
