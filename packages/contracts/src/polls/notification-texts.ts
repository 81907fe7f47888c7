import type { BuiltinNotifications } from "../notifications/builtin";

/** The polls module's notifications: their built-in texts in every language (notifications/builtin.ts says how to write them). */
export const pollsNotifications = {
  "poll.created": {
    name: "A new poll for you",
    section: "polls",
    variables: ["actor", "poll"],
    texts: {
      en: {
        title: "A new poll: {{poll}}",
        short: "{{actor}}",
        full: '<p>{{actor}} asks you to take the poll “{{poll}}”.</p><p><a href="{{link}}">Take the poll</a></p>',
      },
      ru: {
        title: "Новый опрос: {{poll}}",
        short: "{{actor}}",
        full: '<p>{{actor}} просит вас пройти опрос «{{poll}}».</p><p><a href="{{link}}">Пройти опрос</a></p>',
      },
      ua: {
        title: "Нове опитування: {{poll}}",
        short: "{{actor}}",
        full: '<p>{{actor}} просить вас пройти опитування «{{poll}}».</p><p><a href="{{link}}">Пройти опитування</a></p>',
      },
    },
  },
  "poll.reminder": {
    name: "A poll not answered yet",
    section: "polls",
    variables: ["actor", "poll"],
    texts: {
      en: {
        title: "A reminder: the poll {{poll}} awaits your answers",
        short: "{{actor}}",
        full: '<p>{{actor}} reminds you to take the poll “{{poll}}”.</p><p><a href="{{link}}">Take the poll</a></p>',
      },
      ru: {
        title: "Напоминание: опрос «{{poll}}» ждёт ваших ответов",
        short: "{{actor}}",
        full: '<p>{{actor}} напоминает вам пройти опрос «{{poll}}».</p><p><a href="{{link}}">Пройти опрос</a></p>',
      },
      ua: {
        title: "Нагадування: опитування «{{poll}}» чекає на ваші відповіді",
        short: "{{actor}}",
        full: '<p>{{actor}} нагадує вам пройти опитування «{{poll}}».</p><p><a href="{{link}}">Пройти опитування</a></p>',
      },
    },
  },
} as const satisfies BuiltinNotifications;
