import type { SameShape } from "../../../i18n/types";
import type { about as en } from "./en";

export const about: SameShape<typeof en> = {
  title: "О портале",
  version: "Версия {{version}}",
  edition: {
    default: "Стандартная редакция",
    yandex: "Редакция Яндекса",
  },
  intro:
    "Корпоративный портал вашей компании: новости и благодарности, коллеги и структура, база знаний, сервисы и повседневные кадровые процессы в одном месте.",
  languages: "Он говорит по-английски, по-русски и по-украински.",
  details: "Сведения",
  fields: {
    product: "Продукт",
    version: "Версия",
    edition: "Редакция",
    company: "Компания",
    workspace: "Рабочее пространство",
    role: "Вы",
    language: "Язык интерфейса",
  },
  roles: {
    superadmin: "Суперадминистратор платформы",
    admin: "Администратор",
    hr: "HR-специалист",
    employee: "Сотрудник",
  },
  noCompany: "Компания не выбрана",
  modules_one: "{{count}} модуль в вашей компании",
  modules_few: "{{count}} модуля в вашей компании",
  modules_many: "{{count}} модулей в вашей компании",
  modules_other: "{{count}} модуля в вашей компании",
  help: "Центр помощи",
  start: "С чего начать",
  helpText: "Как работает каждый модуль — для сотрудников и для администраторов.",
  copyright: "© {{year}} {{title}}. Все права защищены.",
};
