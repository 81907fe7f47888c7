import type { SameShape } from "../../../i18n/types";
import type { structure as en } from "./en";

export const structure: SameShape<typeof en> = {
  title: "Структура компании",
  types: {
    administrative: "Административная",
    organizational: "Организационная",
    functional: "Функциональная",
    project: "Проектная",
  },
  views: { chart: "Схема", tree: "Дерево" },
  empty: {
    title: "Подразделений пока нет",
    text: "В этой структуре нет подразделений.",
    admin: "Начните с верхнего подразделения — обычно это сама компания.",
    create: "Создать верхнее подразделение",
  },
  loadError: "Не удалось загрузить структуру",
  employees: "Сотрудников: {{count}}",
  noHead: "Нет руководителя",
  head: "Руководитель",
  chart: {
    label: "Оргсхема",
    dragHint: "Перетащите подразделение на другое, чтобы переместить его туда.",
  },
  panel: {
    close: "Закрыть",
    parent: "Входит в",
    description: "Описание",
    people: "Сотрудники",
    noPeople: "Здесь пока никто не работает.",
    loading: "Загружаем сотрудников…",
    makeHead: "Назначить руководителем",
    clearHead: "Снять с руководства",
    removePerson: "Убрать из подразделения",
  },
  actions: {
    add: "Добавить подразделение",
    addChild: "Добавить дочернее",
    edit: "Изменить",
    move: "Переместить…",
    delete: "Удалить",
    addPeople: "Добавить сотрудников",
    more: "Действия",
  },
  dialog: {
    createTitle: "Новое подразделение",
    editTitle: "Изменить «{{name}}»",
    moveTitle: "Переместить «{{name}}»",
    name: "Название",
    description: "Описание",
    parent: "Входит в",
    newParent: "Переместить в",
    save: "Сохранить",
    create: "Создать",
    move: "Переместить",
  },
  people: {
    title: "Добавить сотрудников в «{{name}}»",
    filter: "Поиск по имени, должности или отделу",
    add: "Добавить: {{count}}",
    none: "Никого не найдено.",
    movesNote:
      "В административной структуре человек состоит в одном подразделении: при добавлении сюда он уйдёт из текущего.",
  },
  confirm: {
    delete: "Удалить подразделение «{{name}}»?",
    move: "Переместить «{{name}}» в «{{target}}»?",
    removePerson: "Убрать {{person}} из «{{name}}»?",
  },
};
