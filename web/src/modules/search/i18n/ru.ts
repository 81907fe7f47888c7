import type { SameShape } from "../../../i18n/types";
import type { search as en } from "./en";

export const search: SameShape<typeof en> = {
  title: "Поиск",
  box: {
    label: "Поиск",
    placeholder: "Поиск людей, публикаций…",
    open: "Поиск",
    close: "Закрыть поиск",
    clear: "Очистить",
    shortcut: "Ctrl+K",
    suggestions: "Подсказки",
    loading: "Ищем…",
    noResults: "По запросу «{{query}}» ничего не найдено",
    error: "Поиск сейчас недоступен",
    allResults: "Все результаты по запросу «{{query}}»",
  },
  types: {
    all: "Все",
    other: "Другое",
  },
  page: {
    title: "Поиск",
    label: "Поисковый запрос",
    submit: "Найти",
    filters: "Показать",
    empty: "Введите, что вы ищете: имя коллеги, слово из публикации или комментария.",
    noResults: "По запросу «{{query}}» ничего не найдено",
    noResultsHint: "Проверьте написание, попробуйте другие или более короткие слова либо покажите все типы.",
    error: "Не удалось выполнить поиск. Попробуйте ещё раз.",
    retry: "Повторить",
    more: "Показать ещё",
    showAll: "Показать все",
    loading: "Ищем…",
    count: "Результаты",
    commentOn: "Комментарий к публикации",
  },
};
