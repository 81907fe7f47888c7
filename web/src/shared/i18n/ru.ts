import type { SameShape } from "../../i18n/types";
import type { shared as en } from "./en";

export const shared: SameShape<typeof en> = {
  rights: {
    title: "Права",
    person: "Права сотрудника",
    choosePerson: "Выберите сотрудника",
    byRole: "Права для всех с ролью",
    role: "Роль",
    defaults: "Права новых сотрудников",
    applyRole: "Применить ко всем с этой ролью",
    roleApplied: "Права заданы {{count}} сотрудникам",
    names: {
      wall: "Стена компании",
      groups: "Группы",
      profile_edit: "Правка своего профиля",
      calendar: "Календарь",
      events_create: "Создание событий",
      task_tracker: "Трекер задач",
      desk_add: "Создание досок",
      knowl_base: "База знаний",
      kb_files: "Файлы базы знаний",
      vacancies: "Вакансии",
      services: "Сервисы",
      structures: "Структура",
      no_silent: "Не молчи",
      ideas: "Идеи",
      polls: "Опросы",
      chat: "Чаты",
      shop: "Магазин",
      adaptation: "Адаптация",
      vacations: "Отпуска",
      vacations_edit: "Правка отпусков",
      lms: "Обучение",
      dark_theme: "Тёмная тема",
      address_book: "Адресная книга",
    },
    roles: {
      admin: "Администраторы",
      employee: "Сотрудники",
    },
  },
};
