import type { SameShape } from "../../../i18n/types";
import type { about as en } from "./en";

export const about: SameShape<typeof en> = {
  title: "Про портал",
  version: "Версія {{version}}",
  edition: {
    default: "Стандартна редакція",
    yandex: "Редакція Яндекса",
  },
  intro:
    "Корпоративний портал вашої компанії: новини й подяки, колеги та структура, база знань, сервіси й щоденні кадрові процеси в одному місці.",
  languages: "Він говорить англійською, російською та українською.",
  details: "Відомості",
  fields: {
    product: "Продукт",
    version: "Версія",
    edition: "Редакція",
    company: "Компанія",
    workspace: "Робочий простір",
    role: "Ви",
    language: "Мова інтерфейсу",
  },
  roles: {
    superadmin: "Суперадміністратор платформи",
    admin: "Адміністратор",
    hr: "HR-фахівець",
    employee: "Співробітник",
  },
  noCompany: "Компанію не вибрано",
  modules_one: "{{count}} модуль у вашій компанії",
  modules_few: "{{count}} модулі у вашій компанії",
  modules_many: "{{count}} модулів у вашій компанії",
  modules_other: "{{count}} модуля у вашій компанії",
  help: "Центр допомоги",
  start: "З чого почати",
  helpText: "Як працює кожен модуль — для співробітників і для адміністраторів.",
  copyright: "© {{year}} {{title}}. Усі права захищено.",
};
