import { routes, type WebModule } from "../webModule";

export const webModule: WebModule = {
  routes: routes("task-tracker", "desk/:_id"),
  searchHits: {
    taskDesk: { icon: "projects", label: { en: "Task boards", ru: "Доски задач", ua: "Дошки задач" } },
    task: { icon: "form", label: { en: "Tasks", ru: "Задачи", ua: "Завдання" } },
  },
};
