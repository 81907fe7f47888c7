import type { BuiltinNotifications } from "../notifications/builtin";

const open = {
  en: `<p><a href="{{link}}">Open the course</a></p>`,
  ru: `<p><a href="{{link}}">Открыть курс</a></p>`,
  ua: `<p><a href="{{link}}">Відкрити курс</a></p>`,
};

/**
 * Learning's notifications (section `other`, as the issue allows): `course` is the course's title,
 * `test` a test's, `deadline` the last day (ISO date, may be ""), `score` a percent.
 */
export const coursesNotifications = {
  "courses.appointed": {
    name: "You are appointed to a course",
    section: "other",
    variables: ["course", "deadline"],
    texts: {
      en: {
        title: "New course for you: “{{course}}”",
        short: "Learn it by {{deadline}}",
        full: `<p>You are appointed to the course “{{course}}”.</p>${open.en}`,
      },
      ru: {
        title: "Вам назначен курс «{{course}}»",
        short: "Пройти до {{deadline}}",
        full: `<p>Вам назначен курс «{{course}}».</p>${open.ru}`,
      },
      ua: {
        title: "Вам призначено курс «{{course}}»",
        short: "Пройти до {{deadline}}",
        full: `<p>Вам призначено курс «{{course}}».</p>${open.ua}`,
      },
    },
  },
  "courses.deadline_near": {
    name: "A course's deadline is near",
    section: "other",
    variables: ["course", "deadline"],
    texts: {
      en: {
        title: "The course “{{course}}” is due {{deadline}}",
        short: "Finish it in time",
        full: `<p>The deadline of the course “{{course}}” is {{deadline}}: finish its lessons and tests in time.</p>${open.en}`,
      },
      ru: {
        title: "Срок курса «{{course}}» — {{deadline}}",
        short: "Успейте пройти его",
        full: `<p>Курс «{{course}}» нужно пройти до {{deadline}}: завершите его уроки и тесты вовремя.</p>${open.ru}`,
      },
      ua: {
        title: "Термін курсу «{{course}}» — {{deadline}}",
        short: "Встигніть пройти його",
        full: `<p>Курс «{{course}}» треба пройти до {{deadline}}: завершіть його уроки й тести вчасно.</p>${open.ua}`,
      },
    },
  },
  "courses.test_passed": {
    name: "You passed a test",
    section: "other",
    variables: ["course", "test", "score"],
    texts: {
      en: {
        title: "Test passed: “{{test}}”",
        short: "{{course}}",
        full: `<p>You passed the test “{{test}}” of the course “{{course}}”.</p>${open.en}`,
      },
      ru: {
        title: "Тест пройден: «{{test}}»",
        short: "{{course}}",
        full: `<p>Вы прошли тест «{{test}}» курса «{{course}}».</p>${open.ru}`,
      },
      ua: {
        title: "Тест складено: «{{test}}»",
        short: "{{course}}",
        full: `<p>Ви склали тест «{{test}}» курсу «{{course}}».</p>${open.ua}`,
      },
    },
  },
  "courses.test_failed": {
    name: "You did not pass a test",
    section: "other",
    variables: ["course", "test", "score"],
    texts: {
      en: {
        title: "Test not passed: “{{test}}”",
        short: "{{course}}",
        full: `<p>Your attempt at the test “{{test}}” of the course “{{course}}” fell short of the pass mark.</p>${open.en}`,
      },
      ru: {
        title: "Тест не пройден: «{{test}}»",
        short: "{{course}}",
        full: `<p>Попытка пройти тест «{{test}}» курса «{{course}}» не набрала проходной балл.</p>${open.ru}`,
      },
      ua: {
        title: "Тест не складено: «{{test}}»",
        short: "{{course}}",
        full: `<p>Спроба скласти тест «{{test}}» курсу «{{course}}» не набрала прохідного балу.</p>${open.ua}`,
      },
    },
  },
  "courses.learned": {
    name: "You completed a course",
    section: "other",
    variables: ["course"],
    texts: {
      en: {
        title: "Course completed: “{{course}}”",
        short: "Well done!",
        full: `<p>You learned every lesson and passed every test of the course “{{course}}”.</p>${open.en}`,
      },
      ru: {
        title: "Курс пройден: «{{course}}»",
        short: "Отлично!",
        full: `<p>Вы изучили все уроки и прошли все тесты курса «{{course}}».</p>${open.ru}`,
      },
      ua: {
        title: "Курс пройдено: «{{course}}»",
        short: "Чудово!",
        full: `<p>Ви вивчили всі уроки й склали всі тести курсу «{{course}}».</p>${open.ua}`,
      },
    },
  },
} as const satisfies BuiltinNotifications;
