import type { BuiltinNotifications } from "../notifications/builtin";

const open = {
  en: `<p><a href="{{link}}">Open the idea</a></p>`,
  ru: `<p><a href="{{link}}">Открыть идею</a></p>`,
  ua: `<p><a href="{{link}}">Відкрити ідею</a></p>`,
};

/**
 * Ideas' notifications (section other): the recipients when an idea arrives, its author when it
 * moves or is commented on. `title` is the idea's title, `actor` who caused it.
 */
export const ideasNotifications = {
  "idea.received": {
    name: "A new idea to review",
    section: "other",
    variables: ["actor", "title"],
    texts: {
      en: {
        title: "A new idea: “{{title}}”",
        short: "{{actor}}",
        full: `<p>{{actor}} proposes “{{title}}”.</p>${open.en}`,
      },
      ru: {
        title: "Новая идея: «{{title}}»",
        short: "{{actor}}",
        full: `<p>Автор: {{actor}}. Идея «{{title}}».</p>${open.ru}`,
      },
      ua: {
        title: "Нова ідея: «{{title}}»",
        short: "{{actor}}",
        full: `<p>Автор: {{actor}}. Ідея «{{title}}».</p>${open.ua}`,
      },
    },
  },
  "idea.moved": {
    name: "Your idea changed status",
    section: "other",
    variables: ["actor", "title"],
    texts: {
      en: {
        title: "Your idea “{{title}}” has a new status",
        short: "{{actor}}",
        full: `<p>{{actor}} changed the status of your idea “{{title}}”.</p>${open.en}`,
      },
      ru: {
        title: "У вашей идеи «{{title}}» новый статус",
        short: "{{actor}}",
        full: `<p>Статус идеи «{{title}}» изменён. Изменение: {{actor}}.</p>${open.ru}`,
      },
      ua: {
        title: "Ваша ідея «{{title}}» має новий статус",
        short: "{{actor}}",
        full: `<p>Статус ідеї «{{title}}» змінено. Зміна: {{actor}}.</p>${open.ua}`,
      },
    },
  },
  "idea.commented": {
    name: "A comment on your idea",
    section: "other",
    variables: ["actor", "title"],
    texts: {
      en: {
        title: "A comment on your idea “{{title}}”",
        short: "{{actor}}",
        full: `<p>{{actor}} commented on your idea “{{title}}”.</p>${open.en}`,
      },
      ru: {
        title: "Комментарий к вашей идее «{{title}}»",
        short: "{{actor}}",
        full: `<p>{{actor}} — новый комментарий к идее «{{title}}».</p>${open.ru}`,
      },
      ua: {
        title: "Коментар до вашої ідеї «{{title}}»",
        short: "{{actor}}",
        full: `<p>{{actor}} — новий коментар до ідеї «{{title}}».</p>${open.ua}`,
      },
    },
  },
} as const satisfies BuiltinNotifications;
