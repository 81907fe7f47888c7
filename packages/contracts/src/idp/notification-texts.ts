import type { BuiltinNotifications } from "../notifications/builtin";

const open = {
  en: `<p><a href="{{link}}">Open the plan</a></p>`,
  ru: `<p><a href="{{link}}">Открыть план</a></p>`,
  ua: `<p><a href="{{link}}">Відкрити план</a></p>`,
};

/**
 * The development plans' notifications (section idp): `plan` is the plan's title, `person` its
 * employee, `task` a task's title, `due` its due date (ISO), `actor` who did it.
 */
export const idpNotifications = {
  "idp.assigned": {
    name: "A development plan is made for you",
    section: "idp",
    variables: ["plan", "actor"],
    texts: {
      en: {
        title: "Your development plan “{{plan}}”",
        short: "From {{actor}}",
        full: `<p>{{actor}} has made a development plan for you: “{{plan}}”.</p>${open.en}`,
      },
      ru: {
        title: "Ваш план развития «{{plan}}»",
        short: "Автор: {{actor}}",
        full: `<p>Для вас составлен план развития «{{plan}}». Автор: {{actor}}.</p>${open.ru}`,
      },
      ua: {
        title: "Ваш план розвитку «{{plan}}»",
        short: "Автор: {{actor}}",
        full: `<p>Для вас складено план розвитку «{{plan}}». Автор: {{actor}}.</p>${open.ua}`,
      },
    },
  },
  "idp.observing": {
    name: "You observe a development plan",
    section: "idp",
    variables: ["plan", "person"],
    texts: {
      en: {
        title: "You observe the plan of {{person}}",
        short: "{{plan}}",
        full: `<p>You are the observer of the development plan “{{plan}}” of {{person}}.</p>${open.en}`,
      },
      ru: {
        title: "Вы наблюдатель плана: {{person}}",
        short: "{{plan}}",
        full: `<p>Вы наблюдатель плана развития «{{plan}}». Сотрудник: {{person}}.</p>${open.ru}`,
      },
      ua: {
        title: "Ви спостерігач плану: {{person}}",
        short: "{{plan}}",
        full: `<p>Ви спостерігач плану розвитку «{{plan}}». Співробітник: {{person}}.</p>${open.ua}`,
      },
    },
  },
  "idp.changed": {
    name: "A development plan changed",
    section: "idp",
    variables: ["plan", "person", "actor"],
    texts: {
      en: {
        title: "The plan “{{plan}}” has changed",
        short: "By {{actor}}",
        full: `<p>{{actor}} has changed the development plan “{{plan}}” of {{person}}. The change journal shows what.</p>${open.en}`,
      },
      ru: {
        title: "План «{{plan}}» изменён",
        short: "Изменения: {{actor}}",
        full: `<p>План развития «{{plan}}» (сотрудник: {{person}}) изменён. Кто изменил: {{actor}}. Что изменилось, видно в журнале изменений.</p>${open.ru}`,
      },
      ua: {
        title: "План «{{plan}}» змінено",
        short: "Зміни: {{actor}}",
        full: `<p>План розвитку «{{plan}}» (співробітник: {{person}}) змінено. Хто змінив: {{actor}}. Що змінилося, видно в журналі змін.</p>${open.ua}`,
      },
    },
  },
  "idp.task_due": {
    name: "A task of your development plan is due soon",
    section: "idp",
    variables: ["plan", "task", "due"],
    texts: {
      en: {
        title: "Due tomorrow: “{{task}}”",
        short: "{{plan}}",
        full: `<p>The task “{{task}}” of your development plan “{{plan}}” is due on {{due}}.</p>${open.en}`,
      },
      ru: {
        title: "Срок завтра: «{{task}}»",
        short: "{{plan}}",
        full: `<p>Срок задачи «{{task}}» вашего плана развития «{{plan}}» — {{due}}.</p>${open.ru}`,
      },
      ua: {
        title: "Термін завтра: «{{task}}»",
        short: "{{plan}}",
        full: `<p>Термін завдання «{{task}}» вашого плану розвитку «{{plan}}» — {{due}}.</p>${open.ua}`,
      },
    },
  },
} as const satisfies BuiltinNotifications;
