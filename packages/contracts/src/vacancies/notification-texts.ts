import type { BuiltinNotifications } from "../notifications/builtin";

/** The vacancies module's notifications: their built-in texts in every language (notifications/builtin.ts says how to write them). */
export const vacanciesNotifications = {
  "vacancy.responded": {
    name: "A response to a vacancy",
    section: "resp",
    variables: ["actor", "vacancy"],
    texts: {
      en: {
        title: "{{actor}} responded to the vacancy {{vacancy}}",
        short: "{{vacancy}}",
        full: '<p>{{actor}} responded to the vacancy “{{vacancy}}”.</p><p><a href="{{link}}">Open the vacancy</a></p>',
      },
      ru: {
        title: "{{actor}}: отклик на вакансию «{{vacancy}}»",
        short: "{{vacancy}}",
        full: '<p>{{actor}} откликается на вакансию «{{vacancy}}».</p><p><a href="{{link}}">Открыть вакансию</a></p>',
      },
      ua: {
        title: "{{actor}}: відгук на вакансію «{{vacancy}}»",
        short: "{{vacancy}}",
        full: '<p>{{actor}} відгукується на вакансію «{{vacancy}}».</p><p><a href="{{link}}">Відкрити вакансію</a></p>',
      },
    },
  },
} as const satisfies BuiltinNotifications;
