import type { BuiltinNotifications } from "../notifications/builtin";

const open = {
  en: `<p><a href="{{link}}">Open the task</a></p>`,
  ru: `<p><a href="{{link}}">Открыть задачу</a></p>`,
  ua: `<p><a href="{{link}}">Відкрити завдання</a></p>`,
};

/**
 * The task tracker's notifications (section tasks): `title` is the task's name, `desk` its board's,
 * `actor` who caused it, `due` its deadline.
 */
export const taskTrackerNotifications = {
  "task.assigned": {
    name: "A task was given to you",
    section: "tasks",
    variables: ["actor", "title", "desk"],
    texts: {
      en: {
        title: "A task for you: “{{title}}”",
        short: "{{actor}} · {{desk}}",
        full: `<p>{{actor}} gave you the task “{{title}}” on the board “{{desk}}”.</p>${open.en}`,
      },
      ru: {
        title: "Вам поручена задача «{{title}}»",
        short: "{{actor}} · {{desk}}",
        full: `<p>Задача «{{title}}» на доске «{{desk}}». Поручил(а): {{actor}}.</p>${open.ru}`,
      },
      ua: {
        title: "Вам доручено завдання «{{title}}»",
        short: "{{actor}} · {{desk}}",
        full: `<p>Завдання «{{title}}» на дошці «{{desk}}». Доручив(ла): {{actor}}.</p>${open.ua}`,
      },
    },
  },
  "task.mentioned": {
    name: "You were mentioned in a task's comment",
    section: "tasks",
    variables: ["actor", "title", "desk"],
    texts: {
      en: {
        title: "{{actor}} mentioned you in “{{title}}”",
        short: "{{desk}}",
        full: `<p>{{actor}} mentioned you in a comment on the task “{{title}}”.</p>${open.en}`,
      },
      ru: {
        title: "Вас упомянули в задаче «{{title}}»",
        short: "{{actor}} · {{desk}}",
        full: `<p>{{actor}} упоминает вас в комментарии к задаче «{{title}}».</p>${open.ru}`,
      },
      ua: {
        title: "Вас згадали в завданні «{{title}}»",
        short: "{{actor}} · {{desk}}",
        full: `<p>{{actor}} згадує вас у коментарі до завдання «{{title}}».</p>${open.ua}`,
      },
    },
  },
  "task.commented": {
    name: "A comment on your task",
    section: "tasks",
    variables: ["actor", "title", "desk"],
    texts: {
      en: {
        title: "A comment on “{{title}}”",
        short: "{{actor}} · {{desk}}",
        full: `<p>{{actor}} commented on the task “{{title}}”.</p>${open.en}`,
      },
      ru: {
        title: "Комментарий к задаче «{{title}}»",
        short: "{{actor}} · {{desk}}",
        full: `<p>{{actor}} — новый комментарий к задаче «{{title}}».</p>${open.ru}`,
      },
      ua: {
        title: "Коментар до завдання «{{title}}»",
        short: "{{actor}} · {{desk}}",
        full: `<p>{{actor}} — новий коментар до завдання «{{title}}».</p>${open.ua}`,
      },
    },
  },
  "task.due_soon": {
    name: "A task is due tomorrow",
    section: "tasks",
    variables: ["title", "desk", "due"],
    texts: {
      en: {
        title: "Due tomorrow: “{{title}}”",
        short: "{{desk}}",
        full: `<p>The task “{{title}}” on the board “{{desk}}” is due on {{due}}.</p>${open.en}`,
      },
      ru: {
        title: "Срок завтра: «{{title}}»",
        short: "{{desk}}",
        full: `<p>Срок задачи «{{title}}» на доске «{{desk}}»: {{due}}.</p>${open.ru}`,
      },
      ua: {
        title: "Термін завтра: «{{title}}»",
        short: "{{desk}}",
        full: `<p>Термін завдання «{{title}}» на дошці «{{desk}}»: {{due}}.</p>${open.ua}`,
      },
    },
  },
  "task.overdue": {
    name: "A task is overdue",
    section: "tasks",
    variables: ["title", "desk", "due"],
    texts: {
      en: {
        title: "Overdue: “{{title}}”",
        short: "{{desk}}",
        full: `<p>The task “{{title}}” on the board “{{desk}}” was due on {{due}} and is not finished.</p>${open.en}`,
      },
      ru: {
        title: "Просрочено: «{{title}}»",
        short: "{{desk}}",
        full: `<p>Срок задачи «{{title}}» на доске «{{desk}}» истёк {{due}}, а она не завершена.</p>${open.ru}`,
      },
      ua: {
        title: "Прострочено: «{{title}}»",
        short: "{{desk}}",
        full: `<p>Термін завдання «{{title}}» на дошці «{{desk}}» сплив {{due}}, а його не завершено.</p>${open.ua}`,
      },
    },
  },
  "task.finished": {
    name: "A task you follow was finished",
    section: "tasks",
    variables: ["actor", "title", "desk"],
    texts: {
      en: {
        title: "Finished: “{{title}}”",
        short: "{{actor}} · {{desk}}",
        full: `<p>{{actor}} finished the task “{{title}}”.</p>${open.en}`,
      },
      ru: {
        title: "Завершена задача «{{title}}»",
        short: "{{actor}} · {{desk}}",
        full: `<p>{{actor}} завершает задачу «{{title}}».</p>${open.ru}`,
      },
      ua: {
        title: "Завершено завдання «{{title}}»",
        short: "{{actor}} · {{desk}}",
        full: `<p>{{actor}} завершує завдання «{{title}}».</p>${open.ua}`,
      },
    },
  },
} as const satisfies BuiltinNotifications;
