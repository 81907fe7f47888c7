import type { BuiltinNotifications } from "../notifications/builtin";

const open = {
  en: `<p><a href="{{link}}">Open the adaptation</a></p>`,
  ru: `<p><a href="{{link}}">Открыть адаптацию</a></p>`,
  ua: `<p><a href="{{link}}">Відкрити адаптацію</a></p>`,
};

/**
 * The adaptation's notifications (section adapt): `track` is the track's name, `step` a step's,
 * `person` the newcomer's, `mentor` the mentor's.
 */
export const adaptationNotifications = {
  "adapt.started": {
    name: "You start an adaptation",
    section: "adapt",
    variables: ["track", "mentor"],
    texts: {
      en: {
        title: "Welcome! Your adaptation “{{track}}” starts",
        short: "Mentor: {{mentor}}",
        full: `<p>Your adaptation “{{track}}” has started. Your mentor is {{mentor}}: ask them anything.</p>${open.en}`,
      },
      ru: {
        title: "Добро пожаловать! Начинается ваша адаптация «{{track}}»",
        short: "Наставник: {{mentor}}",
        full: `<p>Ваша адаптация «{{track}}» началась. Ваш наставник — {{mentor}}: обращайтесь с любым вопросом.</p>${open.ru}`,
      },
      ua: {
        title: "Ласкаво просимо! Починається ваша адаптація «{{track}}»",
        short: "Наставник: {{mentor}}",
        full: `<p>Ваша адаптація «{{track}}» почалася. Ваш наставник — {{mentor}}: звертайтеся з будь-яким питанням.</p>${open.ua}`,
      },
    },
  },
  "adapt.mentor_assigned": {
    name: "You are a newcomer's mentor",
    section: "adapt",
    variables: ["person", "track"],
    texts: {
      en: {
        title: "You are the mentor of {{person}}",
        short: "{{track}}",
        full: `<p>{{person}} starts the adaptation “{{track}}” and you are their mentor.</p>${open.en}`,
      },
      ru: {
        title: "Вы наставник: {{person}}",
        short: "{{track}}",
        full: `<p>{{person}} начинает адаптацию «{{track}}», вы — наставник.</p>${open.ru}`,
      },
      ua: {
        title: "Ви наставник: {{person}}",
        short: "{{track}}",
        full: `<p>{{person}} починає адаптацію «{{track}}», ви — наставник.</p>${open.ua}`,
      },
    },
  },
  "adapt.step_opened": {
    name: "A step of your adaptation opened",
    section: "adapt",
    variables: ["step", "track"],
    texts: {
      en: {
        title: "Today in your adaptation: “{{step}}”",
        short: "{{track}}",
        full: `<p>A new step of your adaptation “{{track}}” is open: “{{step}}”.</p>${open.en}`,
      },
      ru: {
        title: "Сегодня в вашей адаптации: «{{step}}»",
        short: "{{track}}",
        full: `<p>Открыт новый шаг адаптации «{{track}}»: «{{step}}».</p>${open.ru}`,
      },
      ua: {
        title: "Сьогодні у вашій адаптації: «{{step}}»",
        short: "{{track}}",
        full: `<p>Відкрито новий крок адаптації «{{track}}»: «{{step}}».</p>${open.ua}`,
      },
    },
  },
  "adapt.step_finished": {
    name: "A newcomer finished a step",
    section: "adapt",
    variables: ["person", "step", "track"],
    texts: {
      en: {
        title: "{{person}} finished “{{step}}”",
        short: "{{track}}",
        full: `<p>{{person}} finished the step “{{step}}” of the adaptation “{{track}}”.</p>${open.en}`,
      },
      ru: {
        title: "{{person}}: шаг «{{step}}» выполнен",
        short: "{{track}}",
        full: `<p>{{person}} выполнил(а) шаг «{{step}}» адаптации «{{track}}».</p>${open.ru}`,
      },
      ua: {
        title: "{{person}}: крок «{{step}}» виконано",
        short: "{{track}}",
        full: `<p>{{person}} виконав(ла) крок «{{step}}» адаптації «{{track}}».</p>${open.ua}`,
      },
    },
  },
  "adapt.step_review": {
    name: "A newcomer's task waits for your check",
    section: "adapt",
    variables: ["person", "step", "track"],
    texts: {
      en: {
        title: "Check “{{step}}” of {{person}}",
        short: "{{track}}",
        full: `<p>{{person}} marked the task “{{step}}” of the adaptation “{{track}}” done: confirm it, or open it again.</p>${open.en}`,
      },
      ru: {
        title: "Проверьте задачу «{{step}}»: {{person}}",
        short: "{{track}}",
        full: `<p>{{person}} отметил(а) задачу «{{step}}» адаптации «{{track}}» выполненной: подтвердите её или верните.</p>${open.ru}`,
      },
      ua: {
        title: "Перевірте завдання «{{step}}»: {{person}}",
        short: "{{track}}",
        full: `<p>{{person}} позначив(ла) завдання «{{step}}» адаптації «{{track}}» виконаним: підтвердіть його або поверніть.</p>${open.ua}`,
      },
    },
  },
  "adapt.step_overdue": {
    name: "A newcomer's step is overdue",
    section: "adapt",
    variables: ["person", "step", "track"],
    texts: {
      en: {
        title: "Overdue: “{{step}}” of {{person}}",
        short: "{{track}}",
        full: `<p>The step “{{step}}” of {{person}}'s adaptation “{{track}}” is overdue.</p>${open.en}`,
      },
      ru: {
        title: "Просрочен шаг «{{step}}»: {{person}}",
        short: "{{track}}",
        full: `<p>Шаг «{{step}}» адаптации «{{track}}» ({{person}}) просрочен.</p>${open.ru}`,
      },
      ua: {
        title: "Прострочено крок «{{step}}»: {{person}}",
        short: "{{track}}",
        full: `<p>Крок «{{step}}» адаптації «{{track}}» ({{person}}) прострочено.</p>${open.ua}`,
      },
    },
  },
  "adapt.finished": {
    name: "A newcomer finished their adaptation",
    section: "adapt",
    variables: ["person", "track"],
    texts: {
      en: {
        title: "{{person}} finished the adaptation",
        short: "{{track}}",
        full: `<p>{{person}} has gone through every step of the adaptation “{{track}}”.</p>${open.en}`,
      },
      ru: {
        title: "{{person}}: адаптация пройдена",
        short: "{{track}}",
        full: `<p>{{person}} прошел(ла) все шаги адаптации «{{track}}».</p>${open.ru}`,
      },
      ua: {
        title: "{{person}}: адаптацію пройдено",
        short: "{{track}}",
        full: `<p>{{person}} пройшов(ла) всі кроки адаптації «{{track}}».</p>${open.ua}`,
      },
    },
  },
  "adapt.mentor_left": {
    name: "A newcomer's mentor left the company",
    section: "adapt",
    variables: ["person", "track"],
    texts: {
      en: {
        title: "{{person}} needs a new mentor",
        short: "{{track}}",
        full: `<p>The mentor of {{person}} on the adaptation “{{track}}” left the company: choose a new one.</p>${open.en}`,
      },
      ru: {
        title: "{{person}}: нужен новый наставник",
        short: "{{track}}",
        full: `<p>Наставник сотрудника {{person}} по адаптации «{{track}}» покинул компанию: назначьте нового.</p>${open.ru}`,
      },
      ua: {
        title: "{{person}}: потрібен новий наставник",
        short: "{{track}}",
        full: `<p>Наставник працівника {{person}} з адаптації «{{track}}» залишив компанію: призначте нового.</p>${open.ua}`,
      },
    },
  },
} as const satisfies BuiltinNotifications;
