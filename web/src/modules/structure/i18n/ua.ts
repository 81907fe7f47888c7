import type { SameShape } from "../../../i18n/types";
import type { structure as en } from "./en";

export const structure: SameShape<typeof en> = {
  title: "Структура компанії",
  types: {
    administrative: "Адміністративна",
    organizational: "Організаційна",
    functional: "Функціональна",
    project: "Проєктна",
  },
  views: { chart: "Схема", tree: "Дерево" },
  empty: {
    title: "Підрозділів поки немає",
    text: "У цій структурі немає підрозділів.",
    admin: "Почніть із верхнього підрозділу — зазвичай це сама компанія.",
    create: "Створити верхній підрозділ",
  },
  loadError: "Не вдалося завантажити структуру",
  employees: "Співробітників: {{count}}",
  noHead: "Немає керівника",
  head: "Керівник",
  chart: {
    label: "Оргсхема",
    dragHint: "Перетягніть підрозділ на інший, щоб перемістити його туди.",
  },
  panel: {
    close: "Закрити",
    parent: "Входить до",
    description: "Опис",
    people: "Співробітники",
    noPeople: "Тут поки ніхто не працює.",
    loading: "Завантажуємо співробітників…",
    makeHead: "Призначити керівником",
    clearHead: "Зняти з керівництва",
    removePerson: "Прибрати з підрозділу",
  },
  actions: {
    add: "Додати підрозділ",
    addChild: "Додати дочірній",
    edit: "Змінити",
    move: "Перемістити…",
    delete: "Видалити",
    addPeople: "Додати співробітників",
    more: "Дії",
  },
  dialog: {
    createTitle: "Новий підрозділ",
    editTitle: "Змінити «{{name}}»",
    moveTitle: "Перемістити «{{name}}»",
    name: "Назва",
    description: "Опис",
    parent: "Входить до",
    newParent: "Перемістити до",
    save: "Зберегти",
    create: "Створити",
    move: "Перемістити",
  },
  people: {
    title: "Додати співробітників до «{{name}}»",
    filter: "Пошук за ім’ям, посадою або відділом",
    add: "Додати: {{count}}",
    none: "Нікого не знайдено.",
    movesNote:
      "В адміністративній структурі людина належить до одного підрозділу: після додавання сюди вона вийде з поточного.",
  },
  confirm: {
    delete: "Видалити підрозділ «{{name}}»?",
    move: "Перемістити «{{name}}» до «{{target}}»?",
    removePerson: "Прибрати {{person}} з «{{name}}»?",
  },
};
