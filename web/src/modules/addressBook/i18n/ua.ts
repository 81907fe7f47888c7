import type { SameShape } from "../../../i18n/types";
import type { addressBook as en } from "./en";

export const addressBook: SameShape<typeof en> = {
  title: "Адресна книга",
  search: {
    label: "Знайти колегу",
    placeholder: "Ім’я, посада, відділ, телефон, email або місто",
  },
  filters: {
    title: "Фільтри",
    open: "Фільтри",
    active: "Фільтри: {{count}}",
    department: "Підрозділ",
    allDepartments: "Усі підрозділи",
    subdepartments: "Разом із дочірніми підрозділами",
    city: "Місто",
    allCities: "Усі міста",
    office: "Офіс",
    allOffices: "Усі офіси",
    position: "Посада",
    allPositions: "Усі посади",
    option: "{{value}} ({{count}})",
    clear: "Скинути фільтри",
    close: "Показати результати",
  },
  views: {
    label: "Вигляд",
    cards: "Картки",
    table: "Таблиця",
  },
  count: {
    shown: "Показано: {{count}}",
    more: "нижче є ще",
    capped: "Показано лише {{count}} найкращих збігів: додайте слово, щоб уточнити пошук.",
  },
  fields: {
    name: "Ім’я",
    position: "Посада",
    department: "Підрозділ",
    contacts: "Контакти",
    phone: "Телефон",
    internalPhone: "Внутрішній телефон",
    internalShort: "дод. {{number}}",
    email: "Email",
    place: "Місто, офіс",
  },
  pinned: "Закріплено",
  openProfile: "Відкрити профіль: {{name}}",
  loading: "Завантажуємо колег…",
  empty: {
    title: "Нікого не знайдено",
    text: "Спробуйте інші слова або менше фільтрів.",
    none: "Тут поки нікого немає.",
    clearAll: "Скинути пошук і фільтри",
  },
  error: {
    title: "Не вдалося завантажити адресну книгу",
    retry: "Спробувати ще",
  },
  export: {
    button: "Вивантажити в Excel",
  },
};
