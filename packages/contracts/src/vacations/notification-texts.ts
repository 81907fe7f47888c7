import type { BuiltinNotifications } from "../notifications/builtin";

const open = {
  en: `<p><a href="{{link}}">Open vacations</a></p>`,
  ru: `<p><a href="{{link}}">Открыть отпуска</a></p>`,
  ua: `<p><a href="{{link}}">Відкрити відпустки</a></p>`,
};

/**
 * Vacations' notifications (section vacations): `person` is whose vacation, `start` and `end` its
 * days (ISO dates), `days` how many it takes, `by` who changed it, `reason` a decline's.
 */
export const vacationNotifications = {
  "vacation.requested": {
    name: "A vacation request waits for you",
    section: "vacations",
    variables: ["person", "start", "end", "days"],
    texts: {
      en: {
        title: "{{person}} asks for a vacation",
        short: "{{start}} – {{end}}, {{days}} days",
        full: `<p>{{person}} asks for a vacation from {{start}} to {{end}} ({{days}} days). Approve or decline it.</p>${open.en}`,
      },
      ru: {
        title: "{{person}} просит отпуск",
        short: "{{start}} – {{end}}, дней: {{days}}",
        full: `<p>{{person}} просит отпуск с {{start}} по {{end}} (дней: {{days}}). Одобрите или отклоните запрос.</p>${open.ru}`,
      },
      ua: {
        title: "{{person}} просить відпустку",
        short: "{{start}} – {{end}}, днів: {{days}}",
        full: `<p>{{person}} просить відпустку з {{start}} по {{end}} (днів: {{days}}). Схваліть або відхиліть запит.</p>${open.ua}`,
      },
    },
  },
  "vacation.approved": {
    name: "Your vacation is approved",
    section: "vacations",
    variables: ["start", "end", "by"],
    texts: {
      en: {
        title: "Your vacation is approved",
        short: "{{start}} – {{end}}",
        full: `<p>{{by}} approved your vacation from {{start}} to {{end}}.</p>${open.en}`,
      },
      ru: {
        title: "Ваш отпуск одобрен",
        short: "{{start}} – {{end}}",
        full: `<p>{{by}} одобряет ваш отпуск с {{start}} по {{end}}.</p>${open.ru}`,
      },
      ua: {
        title: "Вашу відпустку схвалено",
        short: "{{start}} – {{end}}",
        full: `<p>{{by}} схвалює вашу відпустку з {{start}} по {{end}}.</p>${open.ua}`,
      },
    },
  },
  "vacation.declined": {
    name: "Your vacation request is declined",
    section: "vacations",
    variables: ["start", "end", "by", "reason"],
    texts: {
      en: {
        title: "Your vacation request is declined",
        short: "{{reason}}",
        full: `<p>{{by}} declined your vacation from {{start}} to {{end}}: {{reason}}. Its days are back on your balance.</p>${open.en}`,
      },
      ru: {
        title: "Ваш запрос на отпуск отклонён",
        short: "{{reason}}",
        full: `<p>{{by}} отклоняет ваш отпуск с {{start}} по {{end}}: {{reason}}. Дни вернулись на ваш баланс.</p>${open.ru}`,
      },
      ua: {
        title: "Ваш запит на відпустку відхилено",
        short: "{{reason}}",
        full: `<p>{{by}} відхиляє вашу відпустку з {{start}} по {{end}}: {{reason}}. Дні повернулися на ваш баланс.</p>${open.ua}`,
      },
    },
  },
  "vacation.changed": {
    name: "Someone changed your vacation",
    section: "vacations",
    variables: ["start", "end", "by"],
    texts: {
      en: {
        title: "{{by}} changed your vacations",
        short: "{{start}} – {{end}}",
        full: `<p>{{by}} planned or moved your vacation: now from {{start}} to {{end}}.</p>${open.en}`,
      },
      ru: {
        title: "{{by}} изменяет ваши отпуска",
        short: "{{start}} – {{end}}",
        full: `<p>{{by}} планирует или переносит ваш отпуск: теперь с {{start}} по {{end}}.</p>${open.ru}`,
      },
      ua: {
        title: "{{by}} змінює ваші відпустки",
        short: "{{start}} – {{end}}",
        full: `<p>{{by}} планує або переносить вашу відпустку: тепер з {{start}} по {{end}}.</p>${open.ua}`,
      },
    },
  },
  "vacation.cancelled": {
    name: "Someone cancelled your vacation",
    section: "vacations",
    variables: ["start", "end", "by"],
    texts: {
      en: {
        title: "{{by}} cancelled your vacation",
        short: "{{start}} – {{end}}",
        full: `<p>{{by}} cancelled your vacation from {{start}} to {{end}}. Its days are back on your balance.</p>${open.en}`,
      },
      ru: {
        title: "{{by}} отменяет ваш отпуск",
        short: "{{start}} – {{end}}",
        full: `<p>{{by}} отменяет ваш отпуск с {{start}} по {{end}}. Дни вернулись на ваш баланс.</p>${open.ru}`,
      },
      ua: {
        title: "{{by}} скасовує вашу відпустку",
        short: "{{start}} – {{end}}",
        full: `<p>{{by}} скасовує вашу відпустку з {{start}} по {{end}}. Дні повернулися на ваш баланс.</p>${open.ua}`,
      },
    },
  },
  "vacation.starts_tomorrow": {
    name: "Your vacation starts tomorrow",
    section: "vacations",
    variables: ["start", "end"],
    texts: {
      en: {
        title: "Your vacation starts tomorrow",
        short: "{{start}} – {{end}}",
        full: `<p>Your vacation from {{start}} to {{end}} starts tomorrow. Hand over what others will need, and rest well.</p>${open.en}`,
      },
      ru: {
        title: "Завтра начинается ваш отпуск",
        short: "{{start}} – {{end}}",
        full: `<p>Завтра начинается ваш отпуск с {{start}} по {{end}}. Передайте коллегам то, что им понадобится, и хорошего отдыха.</p>${open.ru}`,
      },
      ua: {
        title: "Завтра починається ваша відпустка",
        short: "{{start}} – {{end}}",
        full: `<p>Завтра починається ваша відпустка з {{start}} по {{end}}. Передайте колегам те, що їм знадобиться, і гарного відпочинку.</p>${open.ua}`,
      },
    },
  },
} as const satisfies BuiltinNotifications;
