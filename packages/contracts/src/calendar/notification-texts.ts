import type { BuiltinNotifications } from "../notifications/builtin";

/** The calendar module's notifications: their built-in texts in every language (notifications/builtin.ts says how to write them). */
export const calendarNotifications = {
  "event.invited": {
    name: "Invitation to an event",
    section: "events",
    variables: ["actor", "event", "when"],
    texts: {
      en: {
        title: "{{actor}} invites you: {{event}}",
        short: "{{when}}",
        full: '<p>{{actor}} invites you to “{{event}}”, {{when}}.</p><p><a href="{{link}}">Open the calendar</a></p>',
      },
      ru: {
        title: "{{actor}} приглашает вас: {{event}}",
        short: "{{when}}",
        full: '<p>{{actor}} приглашает вас на «{{event}}», {{when}}.</p><p><a href="{{link}}">Открыть календарь</a></p>',
      },
      ua: {
        title: "{{actor}} запрошує вас: {{event}}",
        short: "{{when}}",
        full: '<p>{{actor}} запрошує вас на «{{event}}», {{when}}.</p><p><a href="{{link}}">Відкрити календар</a></p>',
      },
    },
  },
  "event.changed": {
    name: "An event is changed",
    section: "events",
    variables: ["actor", "event", "when"],
    texts: {
      en: {
        title: "The event {{event}} is changed",
        short: "{{when}}",
        full: '<p>{{actor}} changed the event “{{event}}”, {{when}}.</p><p><a href="{{link}}">Open the calendar</a></p>',
      },
      ru: {
        title: "Событие «{{event}}» изменено",
        short: "{{when}}",
        full: '<p>{{actor}}: изменения в событии «{{event}}», {{when}}.</p><p><a href="{{link}}">Открыть календарь</a></p>',
      },
      ua: {
        title: "Подію «{{event}}» змінено",
        short: "{{when}}",
        full: '<p>{{actor}}: зміни в події «{{event}}», {{when}}.</p><p><a href="{{link}}">Відкрити календар</a></p>',
      },
    },
  },
  "event.moved": {
    name: "An event is moved",
    section: "events",
    variables: ["actor", "event", "when"],
    texts: {
      en: {
        title: "The event {{event}} is moved",
        short: "{{when}}",
        full: '<p>{{actor}} moved the event “{{event}}”; now {{when}}.</p><p><a href="{{link}}">Open the calendar</a></p>',
      },
      ru: {
        title: "Событие «{{event}}» перенесено",
        short: "{{when}}",
        full: '<p>{{actor}}: событие «{{event}}» перенесено, теперь {{when}}.</p><p><a href="{{link}}">Открыть календарь</a></p>',
      },
      ua: {
        title: "Подію «{{event}}» перенесено",
        short: "{{when}}",
        full: '<p>{{actor}}: подію «{{event}}» перенесено, тепер {{when}}.</p><p><a href="{{link}}">Відкрити календар</a></p>',
      },
    },
  },
  "event.cancelled": {
    name: "An event is cancelled",
    section: "events",
    variables: ["actor", "event", "when"],
    texts: {
      en: {
        title: "The event {{event}} is cancelled",
        short: "{{when}}",
        full: '<p>{{actor}} cancelled the event “{{event}}”, {{when}}.</p><p><a href="{{link}}">Open the calendar</a></p>',
      },
      ru: {
        title: "Событие «{{event}}» отменено",
        short: "{{when}}",
        full: '<p>{{actor}}: событие «{{event}}», {{when}}, отменено.</p><p><a href="{{link}}">Открыть календарь</a></p>',
      },
      ua: {
        title: "Подію «{{event}}» скасовано",
        short: "{{when}}",
        full: '<p>{{actor}}: подію «{{event}}», {{when}}, скасовано.</p><p><a href="{{link}}">Відкрити календар</a></p>',
      },
    },
  },
  "event.reminder": {
    name: "An event starts soon",
    section: "events",
    variables: ["event", "when"],
    texts: {
      en: {
        title: "{{event}} starts soon",
        short: "{{when}}",
        full: '<p>The event “{{event}}” starts soon: {{when}}.</p><p><a href="{{link}}">Open the calendar</a></p>',
      },
      ru: {
        title: "Скоро начало: {{event}}",
        short: "{{when}}",
        full: '<p>Событие «{{event}}» скоро начнётся: {{when}}.</p><p><a href="{{link}}">Открыть календарь</a></p>',
      },
      ua: {
        title: "Незабаром початок: {{event}}",
        short: "{{when}}",
        full: '<p>Подія «{{event}}» незабаром почнеться: {{when}}.</p><p><a href="{{link}}">Відкрити календар</a></p>',
      },
    },
  },
} as const satisfies BuiltinNotifications;
