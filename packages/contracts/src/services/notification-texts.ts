import type { BuiltinNotifications } from "../notifications/builtin";

const link = (en: string, ru: string, ua: string) => ({
  en: `<p><a href="{{link}}">${en}</a></p>`,
  ru: `<p><a href="{{link}}">${ru}</a></p>`,
  ua: `<p><a href="{{link}}">${ua}</a></p>`,
});
const open = link("Open the request", "Открыть заявку", "Відкрити заявку");

/**
 * The services module's notifications (section services): the performer when a step reaches them
 * (and the day before its due date), the initiator at every transition, when a step is overdue and
 * at the end. `number` is the request's number in the company, `service` its service's name.
 */
export const servicesNotifications = {
  "service.step_assigned": {
    name: "A request waits for your answer",
    section: "services",
    variables: ["actor", "service", "number", "step", "due"],
    texts: {
      en: {
        title: "Request #{{number}} “{{service}}” waits for you",
        short: "{{step}}",
        full: `<p>{{actor}} ordered “{{service}}”. The step “{{step}}” is yours to answer.</p>${open.en}`,
      },
      ru: {
        title: "Заявка №{{number}} «{{service}}» ждёт вас",
        short: "{{step}}",
        full: `<p>Заявитель: {{actor}}, услуга «{{service}}». Этап «{{step}}» ждёт вашего решения.</p>${open.ru}`,
      },
      ua: {
        title: "Заявка №{{number}} «{{service}}» чекає на вас",
        short: "{{step}}",
        full: `<p>Заявник: {{actor}}, послуга «{{service}}». Етап «{{step}}» чекає на ваше рішення.</p>${open.ua}`,
      },
    },
  },
  "service.step_approved": {
    name: "A step of your request is approved",
    section: "services",
    variables: ["actor", "service", "number", "step"],
    texts: {
      en: {
        title: "Request #{{number}}: “{{step}}” approved",
        short: "{{actor}}",
        full: `<p>{{actor}} approves the step “{{step}}” of your request “{{service}}”. It goes on to the next step.</p>${open.en}`,
      },
      ru: {
        title: "Заявка №{{number}}: этап «{{step}}» одобрен",
        short: "{{actor}}",
        full: `<p>Этап «{{step}}» вашей заявки «{{service}}» одобрен: {{actor}}. Заявка переходит к следующему этапу.</p>${open.ru}`,
      },
      ua: {
        title: "Заявка №{{number}}: етап «{{step}}» схвалено",
        short: "{{actor}}",
        full: `<p>Етап «{{step}}» вашої заявки «{{service}}» схвалено: {{actor}}. Заявка переходить до наступного етапу.</p>${open.ua}`,
      },
    },
  },
  "service.request_done": {
    name: "Your request is done",
    section: "services",
    variables: ["actor", "service", "number"],
    texts: {
      en: {
        title: "Request #{{number}} “{{service}}” is done",
        short: "{{actor}}",
        full: `<p>Your request “{{service}}” has passed every step and is finished successfully.</p>${open.en}`,
      },
      ru: {
        title: "Заявка №{{number}} «{{service}}» выполнена",
        short: "{{actor}}",
        full: `<p>Ваша заявка «{{service}}» прошла все этапы и успешно завершена.</p>${open.ru}`,
      },
      ua: {
        title: "Заявку №{{number}} «{{service}}» виконано",
        short: "{{actor}}",
        full: `<p>Ваша заявка «{{service}}» пройшла всі етапи й успішно завершена.</p>${open.ua}`,
      },
    },
  },
  "service.request_rejected": {
    name: "Your request is declined",
    section: "services",
    variables: ["actor", "service", "number", "step", "reason"],
    texts: {
      en: {
        title: "Request #{{number}} “{{service}}” is declined",
        short: "{{reason}}",
        full: `<p>{{actor}} declines your request “{{service}}” at the step “{{step}}”.</p><p>Reason: {{reason}}</p>${open.en}`,
      },
      ru: {
        title: "Заявка №{{number}} «{{service}}» отклонена",
        short: "{{reason}}",
        full: `<p>Вашу заявку «{{service}}» отклоняет {{actor}} на этапе «{{step}}».</p><p>Причина: {{reason}}</p>${open.ru}`,
      },
      ua: {
        title: "Заявку №{{number}} «{{service}}» відхилено",
        short: "{{reason}}",
        full: `<p>Вашу заявку «{{service}}» відхиляє {{actor}} на етапі «{{step}}».</p><p>Причина: {{reason}}</p>${open.ua}`,
      },
    },
  },
  "service.request_returned": {
    name: "Your request is returned for changes",
    section: "services",
    variables: ["actor", "service", "number", "step", "reason"],
    texts: {
      en: {
        title: "Request #{{number}} “{{service}}” needs your changes",
        short: "{{reason}}",
        full: `<p>{{actor}} returns your request “{{service}}” at the step “{{step}}”.</p><p>What to change: {{reason}}</p>${open.en}`,
      },
      ru: {
        title: "Заявка №{{number}} «{{service}}» возвращена на доработку",
        short: "{{reason}}",
        full: `<p>Вашу заявку «{{service}}» возвращает {{actor}} на этапе «{{step}}».</p><p>Что изменить: {{reason}}</p>${open.ru}`,
      },
      ua: {
        title: "Заявку №{{number}} «{{service}}» повернуто на доопрацювання",
        short: "{{reason}}",
        full: `<p>Вашу заявку «{{service}}» повертає {{actor}} на етапі «{{step}}».</p><p>Що змінити: {{reason}}</p>${open.ua}`,
      },
    },
  },
  "service.request_withdrawn": {
    name: "A request you were to answer is withdrawn",
    section: "services",
    variables: ["actor", "service", "number"],
    texts: {
      en: {
        title: "Request #{{number}} “{{service}}” is withdrawn",
        short: "{{actor}}",
        full: `<p>{{actor}} withdraws the request “{{service}}”: it no longer waits for you.</p>${open.en}`,
      },
      ru: {
        title: "Заявка №{{number}} «{{service}}» отозвана",
        short: "{{actor}}",
        full: `<p>Заявку «{{service}}» отзывает {{actor}}: она больше не ждёт вашего решения.</p>${open.ru}`,
      },
      ua: {
        title: "Заявку №{{number}} «{{service}}» відкликано",
        short: "{{actor}}",
        full: `<p>Заявку «{{service}}» відкликає {{actor}}: вона більше не чекає на ваше рішення.</p>${open.ua}`,
      },
    },
  },
  "service.step_due": {
    name: "A request's step is due tomorrow",
    section: "services",
    variables: ["service", "number", "step", "due"],
    texts: {
      en: {
        title: "Request #{{number}}: “{{step}}” is due tomorrow",
        short: "{{service}}",
        full: `<p>The step “{{step}}” of the request “{{service}}” waits for your answer and is due tomorrow.</p>${open.en}`,
      },
      ru: {
        title: "Заявка №{{number}}: срок этапа «{{step}}» истекает завтра",
        short: "{{service}}",
        full: `<p>Этап «{{step}}» заявки «{{service}}» ждёт вашего решения, срок истекает завтра.</p>${open.ru}`,
      },
      ua: {
        title: "Заявка №{{number}}: термін етапу «{{step}}» спливає завтра",
        short: "{{service}}",
        full: `<p>Етап «{{step}}» заявки «{{service}}» чекає на ваше рішення, термін спливає завтра.</p>${open.ua}`,
      },
    },
  },
  "service.step_overdue": {
    name: "A step of your request is overdue",
    section: "services",
    variables: ["service", "number", "step"],
    texts: {
      en: {
        title: "Request #{{number}}: “{{step}}” is overdue",
        short: "{{service}}",
        full: `<p>The step “{{step}}” of your request “{{service}}” has passed its due date without an answer.</p>${open.en}`,
      },
      ru: {
        title: "Заявка №{{number}}: этап «{{step}}» просрочен",
        short: "{{service}}",
        full: `<p>Срок этапа «{{step}}» вашей заявки «{{service}}» истёк, решения пока нет.</p>${open.ru}`,
      },
      ua: {
        title: "Заявка №{{number}}: етап «{{step}}» прострочено",
        short: "{{service}}",
        full: `<p>Термін етапу «{{step}}» вашої заявки «{{service}}» сплив, рішення поки немає.</p>${open.ua}`,
      },
    },
  },
} as const satisfies BuiltinNotifications;
