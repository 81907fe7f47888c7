import type { BuiltinNotifications } from "../notifications/builtin";

const link = (en: string, ru: string, ua: string) => ({
  en: `<p><a href="{{link}}">${en}</a></p>`,
  ru: `<p><a href="{{link}}">${ru}</a></p>`,
  ua: `<p><a href="{{link}}">${ua}</a></p>`,
});
const open = link("Open the report", "Открыть сообщение", "Відкрити повідомлення");

/**
 * "Don't be silent" notifications (section other). The recipients' never name the sender, not even
 * of a named report (they open it to read the name); an anonymous reporter is never notified (they
 * come back with their code).
 */
export const noSilentNotifications = {
  "report.received": {
    name: "A new report to review",
    section: "other",
    variables: [],
    texts: {
      en: {
        title: "A new “Don't be silent” report",
        short: "A report waits for your review",
        full: `<p>A new report was sent to the people who receive them. Acknowledge it within 7 days.</p>${open.en}`,
      },
      ru: {
        title: "Новое сообщение «Не молчи»",
        short: "Сообщение ждёт рассмотрения",
        full: `<p>Получено новое сообщение. Подтвердите получение в течение 7 дней.</p>${open.ru}`,
      },
      ua: {
        title: "Нове повідомлення «Не мовчи»",
        short: "Повідомлення чекає на розгляд",
        full: `<p>Отримано нове повідомлення. Підтвердьте отримання протягом 7 днів.</p>${open.ua}`,
      },
    },
  },
  "report.reporter_wrote": {
    name: "A reporter added to a report",
    section: "other",
    variables: [],
    texts: {
      en: {
        title: "The reporter added to a report",
        short: "A new message in a “Don't be silent” report",
        full: `<p>The reporter wrote again.</p>${open.en}`,
      },
      ru: {
        title: "Автор дополнил сообщение",
        short: "Новое сообщение в обращении «Не молчи»",
        full: `<p>Автор сообщения написал снова.</p>${open.ru}`,
      },
      ua: {
        title: "Автор доповнив повідомлення",
        short: "Нове повідомлення у зверненні «Не мовчи»",
        full: `<p>Автор повідомлення написав знову.</p>${open.ua}`,
      },
    },
  },
  "report.answered": {
    name: "Your report has an answer",
    section: "other",
    variables: [],
    texts: {
      en: {
        title: "Your report has an answer",
        short: "A status change or a message",
        full: `<p>The people who review reports answered yours.</p>${open.en}`,
      },
      ru: {
        title: "На ваше сообщение ответили",
        short: "Новый статус или сообщение",
        full: `<p>Ответственные за рассмотрение ответили на ваше сообщение.</p>${open.ru}`,
      },
      ua: {
        title: "На ваше повідомлення відповіли",
        short: "Новий статус або повідомлення",
        full: `<p>Відповідальні за розгляд відповіли на ваше повідомлення.</p>${open.ua}`,
      },
    },
  },
} as const satisfies BuiltinNotifications;
