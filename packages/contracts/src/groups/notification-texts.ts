import type { BuiltinNotifications } from "../notifications/builtin";

/** The groups module's notifications: their built-in texts in every language (notifications/builtin.ts says how to write them). */
export const groupsNotifications = {
  "group.post": {
    name: "New post in a group",
    section: "groups",
    variables: ["actor", "group", "excerpt"],
    texts: {
      en: {
        title: "{{actor}} posted in {{group}}",
        short: "{{excerpt}}",
        full: '<p>{{actor}} posted in the group “{{group}}”:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Open the post</a></p>',
      },
      ru: {
        title: "{{actor}}: новая публикация в группе «{{group}}»",
        short: "{{excerpt}}",
        full: '<p>{{actor}}: новая публикация в группе «{{group}}»:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Открыть публикацию</a></p>',
      },
      ua: {
        title: "{{actor}}: нова публікація в групі «{{group}}»",
        short: "{{excerpt}}",
        full: '<p>{{actor}}: нова публікація в групі «{{group}}»:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Відкрити публікацію</a></p>',
      },
    },
  },
  "group.request": {
    name: "Request to join a group (its managers)",
    section: "groups",
    variables: ["actor", "group"],
    texts: {
      en: {
        title: "{{actor}} asks to join {{group}}",
        short: "",
        full: '<p>{{actor}} asks to join the group “{{group}}”. Approve or reject the request in the group.</p><p><a href="{{link}}">Open the group</a></p>',
      },
      ru: {
        title: "{{actor}} просит принять в группу «{{group}}»",
        short: "",
        full: '<p>{{actor}} просит принять в группу «{{group}}». Одобрите или отклоните заявку в группе.</p><p><a href="{{link}}">Открыть группу</a></p>',
      },
      ua: {
        title: "{{actor}} просить прийняти до групи «{{group}}»",
        short: "",
        full: '<p>{{actor}} просить прийняти до групи «{{group}}». Схваліть або відхиліть заявку в групі.</p><p><a href="{{link}}">Відкрити групу</a></p>',
      },
    },
  },
  "group.approved": {
    name: "Request to join a group approved",
    section: "groups",
    variables: ["group"],
    texts: {
      en: {
        title: "Welcome to {{group}}",
        short: "",
        full: '<p>Your request to join the group “{{group}}” is approved.</p><p><a href="{{link}}">Open the group</a></p>',
      },
      ru: {
        title: "Добро пожаловать в группу «{{group}}»",
        short: "",
        full: '<p>Ваша заявка на вступление в группу «{{group}}» одобрена.</p><p><a href="{{link}}">Открыть группу</a></p>',
      },
      ua: {
        title: "Ласкаво просимо до групи «{{group}}»",
        short: "",
        full: '<p>Вашу заявку на вступ до групи «{{group}}» схвалено.</p><p><a href="{{link}}">Відкрити групу</a></p>',
      },
    },
  },
  "group.invited": {
    name: "Invitation to a group",
    section: "groups",
    variables: ["actor", "group"],
    texts: {
      en: {
        title: "{{actor}} invites you to {{group}}",
        short: "",
        full: '<p>{{actor}} invites you to the group “{{group}}”. Accept or decline the invitation in the group.</p><p><a href="{{link}}">Open the group</a></p>',
      },
      ru: {
        title: "{{actor}} приглашает вас в группу «{{group}}»",
        short: "",
        full: '<p>{{actor}} приглашает вас в группу «{{group}}». Примите или отклоните приглашение в группе.</p><p><a href="{{link}}">Открыть группу</a></p>',
      },
      ua: {
        title: "{{actor}} запрошує вас до групи «{{group}}»",
        short: "",
        full: '<p>{{actor}} запрошує вас до групи «{{group}}». Прийміть або відхиліть запрошення в групі.</p><p><a href="{{link}}">Відкрити групу</a></p>',
      },
    },
  },
} as const satisfies BuiltinNotifications;
