import type { SameShape } from "../../i18n/types";
import type { shared as en } from "./en";

export const shared: SameShape<typeof en> = {
  rights: {
    title: "Права",
    person: "Права співробітника",
    choosePerson: "Оберіть співробітника",
    byRole: "Права для всіх із роллю",
    role: "Роль",
    defaults: "Права нових співробітників",
    applyRole: "Застосувати до всіх із цією роллю",
    roleApplied: "Права задано {{count}} співробітникам",
    names: {
      wall: "Стіна компанії",
      groups: "Групи",
      profile_edit: "Редагування свого профілю",
      calendar: "Календар",
      events_create: "Створення подій",
      task_tracker: "Трекер завдань",
      desk_add: "Створення дошок",
      knowl_base: "База знань",
      kb_files: "Файли бази знань",
      vacancies: "Вакансії",
      services: "Сервіси",
      structures: "Структура",
      no_silent: "Не мовчи",
      ideas: "Ідеї",
      polls: "Опитування",
      chat: "Чати",
      shop: "Магазин",
      adaptation: "Адаптація",
      vacations: "Відпустки",
      vacations_edit: "Редагування відпусток",
      lms: "Навчання",
      dark_theme: "Темна тема",
      address_book: "Адресна книга",
    },
    roles: {
      admin: "Адміністратори",
      employee: "Співробітники",
    },
  },
};
