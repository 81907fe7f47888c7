import type { BuiltinNotifications } from "../notifications/builtin";

/** The notifications module's notifications: their built-in texts in every language (notifications/builtin.ts says how to write them). */
export const notificationsNotifications = {
  message: {
    name: "Message from the administration",
    section: "other",
    variables: ["sender", "text"],
    texts: {
      en: { title: "Message from {{sender}}", short: "{{text}}", full: "<p>{{text}}</p>" },
      ru: { title: "Сообщение администрации ({{sender}})", short: "{{text}}", full: "<p>{{text}}</p>" },
      ua: { title: "Повідомлення адміністрації ({{sender}})", short: "{{text}}", full: "<p>{{text}}</p>" },
    },
  },
} as const satisfies BuiltinNotifications;
