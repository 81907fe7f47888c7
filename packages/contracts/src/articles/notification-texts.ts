import type { BuiltinNotifications } from "../notifications/builtin";

/** The articles module's notifications: their built-in texts in every language (notifications/builtin.ts says how to write them). */
export const articlesNotifications = {
  "article.mention": {
    name: "A mention in a knowledge-base article",
    section: "other",
    variables: ["actor", "article"],
    texts: {
      en: {
        title: "{{actor}} mentioned you in {{article}}",
        short: "{{article}}",
        full: '<p>{{actor}} mentioned you in the knowledge-base article “{{article}}”.</p><p><a href="{{link}}">Open the article</a></p>',
      },
      ru: {
        title: "{{actor}} упоминает вас в статье «{{article}}»",
        short: "{{article}}",
        full: '<p>{{actor}} упоминает вас в статье базы знаний «{{article}}».</p><p><a href="{{link}}">Открыть статью</a></p>',
      },
      ua: {
        title: "{{actor}} згадує вас у статті «{{article}}»",
        short: "{{article}}",
        full: '<p>{{actor}} згадує вас у статті бази знань «{{article}}».</p><p><a href="{{link}}">Відкрити статтю</a></p>',
      },
    },
  },
} as const satisfies BuiltinNotifications;
