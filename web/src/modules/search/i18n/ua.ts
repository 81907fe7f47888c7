import type { SameShape } from "../../../i18n/types";
import type { search as en } from "./en";

export const search: SameShape<typeof en> = {
  title: "Пошук",
  box: {
    label: "Пошук",
    placeholder: "Пошук людей, публікацій…",
    open: "Пошук",
    close: "Закрити пошук",
    clear: "Очистити",
    shortcut: "Ctrl+K",
    suggestions: "Підказки",
    loading: "Шукаємо…",
    noResults: "За запитом «{{query}}» нічого не знайдено",
    error: "Пошук зараз недоступний",
    allResults: "Усі результати за запитом «{{query}}»",
  },
  types: {
    all: "Усі",
    other: "Інше",
  },
  page: {
    title: "Пошук",
    label: "Пошуковий запит",
    submit: "Знайти",
    filters: "Показати",
    empty: "Введіть, що ви шукаєте: ім’я колеги, слово з публікації чи коментаря.",
    noResults: "За запитом «{{query}}» нічого не знайдено",
    noResultsHint: "Перевірте написання, спробуйте інші або коротші слова чи покажіть усі типи.",
    error: "Не вдалося виконати пошук. Спробуйте ще раз.",
    retry: "Повторити",
    more: "Показати ще",
    showAll: "Показати всі",
    loading: "Шукаємо…",
    count: "Результати",
    commentOn: "Коментар до публікації",
  },
};
