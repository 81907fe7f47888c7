import type { SameShape } from "../../../i18n/types";
import type { addressBook as en } from "./en";

export const addressBook: SameShape<typeof en> = {
  title: "Адресная книга",
  search: {
    label: "Найти коллегу",
    placeholder: "Имя, должность, отдел, телефон, email или город",
  },
  filters: {
    title: "Фильтры",
    open: "Фильтры",
    active: "Фильтры: {{count}}",
    department: "Подразделение",
    allDepartments: "Все подразделения",
    subdepartments: "Включая дочерние подразделения",
    city: "Город",
    allCities: "Все города",
    office: "Офис",
    allOffices: "Все офисы",
    position: "Должность",
    allPositions: "Все должности",
    option: "{{value}} ({{count}})",
    clear: "Сбросить фильтры",
    close: "Показать результаты",
  },
  views: {
    label: "Вид",
    cards: "Карточки",
    table: "Таблица",
  },
  count: {
    shown: "Показано: {{count}}",
    more: "ниже есть ещё",
    capped: "Показаны только {{count}} лучших совпадений: добавьте слово, чтобы уточнить поиск.",
  },
  fields: {
    name: "Имя",
    position: "Должность",
    department: "Подразделение",
    contacts: "Контакты",
    phone: "Телефон",
    internalPhone: "Внутренний телефон",
    internalShort: "доб. {{number}}",
    email: "Email",
    place: "Город, офис",
  },
  pinned: "Закреплён",
  openProfile: "Открыть профиль: {{name}}",
  loading: "Загружаем коллег…",
  empty: {
    title: "Никого не найдено",
    text: "Попробуйте другие слова или меньше фильтров.",
    none: "Здесь пока никого нет.",
    clearAll: "Сбросить поиск и фильтры",
  },
  error: {
    title: "Не удалось загрузить адресную книгу",
    retry: "Повторить",
  },
  export: {
    button: "Выгрузить в Excel",
  },
};
