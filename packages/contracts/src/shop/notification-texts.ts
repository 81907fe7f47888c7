import type { BuiltinNotifications } from "../notifications/builtin";

/**
 * The shop module's notifications: their built-in texts in every language (notifications/builtin.ts
 * says how to write them). Amounts (`coins`, `balance`, `cost`) are stored as numbers with the
 * currency's words (coins.ts `coinsValue`), written in the reader's language and plural form when
 * read (autoTexts.ts).
 */
export const shopNotifications = {
  "shop.accrued": {
    name: "Coins received",
    section: "shop",
    variables: ["amount", "coins", "balance", "comment"],
    texts: {
      en: {
        title: "You received {{coins}}",
        short: "{{comment}}",
        full: '<p>You received {{coins}}. Your balance: {{balance}}.</p><p>{{comment}}</p><p><a href="{{link}}">Open the shop</a></p>',
      },
      ru: {
        title: "Вам начислено: {{coins}}",
        short: "{{comment}}",
        full: '<p>Вам начислено: {{coins}}. Ваш баланс: {{balance}}.</p><p>{{comment}}</p><p><a href="{{link}}">Открыть магазин</a></p>',
      },
      ua: {
        title: "Вам нараховано: {{coins}}",
        short: "{{comment}}",
        full: '<p>Вам нараховано: {{coins}}. Ваш баланс: {{balance}}.</p><p>{{comment}}</p><p><a href="{{link}}">Відкрити магазин</a></p>',
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
    variables: ["item", "cost", "balance"],
    texts: {
      en: {
        title: "Your purchase: {{item}}",
        short: "{{cost}}, balance {{balance}}",
        full: '<p>Your purchase: {{item}} for {{cost}}. Your balance: {{balance}}.</p><p><a href="{{link}}">Open the shop</a></p>',
      },
      ru: {
        title: "Ваша покупка: {{item}}",
        short: "{{cost}}, баланс {{balance}}",
        full: '<p>Ваша покупка: {{item}} за {{cost}}. Ваш баланс: {{balance}}.</p><p><a href="{{link}}">Открыть магазин</a></p>',
      },
      ua: {
        title: "Ваша покупка: {{item}}",
        short: "{{cost}}, баланс {{balance}}",
        full: '<p>Ваша покупка: {{item}} за {{cost}}. Ваш баланс: {{balance}}.</p><p><a href="{{link}}">Відкрити магазин</a></p>',
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
