import type { BuiltinNotifications } from "../notifications/builtin";

/** The chat module's notifications: their built-in texts in every language (notifications/builtin.ts says how to write them). */
export const chatNotifications = {
  "chat.mention": {
    name: "A mention in a chat",
    section: "chat",
    variables: ["actor", "room", "excerpt"],
    texts: {
      en: {
        title: "{{actor}} mentioned you in {{room}}",
        short: "{{excerpt}}",
        full: '<p>{{actor}} mentioned you in the chat “{{room}}”: {{excerpt}}</p><p><a href="{{link}}">Open the chat</a></p>',
      },
      ru: {
        title: "{{actor}} упоминает вас в чате «{{room}}»",
        short: "{{excerpt}}",
        full: '<p>{{actor}} упоминает вас в чате «{{room}}»: {{excerpt}}</p><p><a href="{{link}}">Открыть чат</a></p>',
      },
      ua: {
        title: "{{actor}} згадує вас у чаті «{{room}}»",
        short: "{{excerpt}}",
        full: '<p>{{actor}} згадує вас у чаті «{{room}}»: {{excerpt}}</p><p><a href="{{link}}">Відкрити чат</a></p>',
      },
    },
  },
  "chat.private": {
    name: "A private chat message",
    section: "chat",
    variables: ["actor", "excerpt"],
    texts: {
      en: {
        title: "{{actor}} wrote to you",
        short: "{{excerpt}}",
        full: '<p>{{actor}}: {{excerpt}}</p><p><a href="{{link}}">Open the chat</a></p>',
      },
      ru: {
        title: "{{actor}} пишет вам",
        short: "{{excerpt}}",
        full: '<p>{{actor}}: {{excerpt}}</p><p><a href="{{link}}">Открыть чат</a></p>',
      },
      ua: {
        title: "{{actor}} пише вам",
        short: "{{excerpt}}",
        full: '<p>{{actor}}: {{excerpt}}</p><p><a href="{{link}}">Відкрити чат</a></p>',
      },
    },
  },
} as const satisfies BuiltinNotifications;
