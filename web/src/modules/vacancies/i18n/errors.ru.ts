import type { vacanciesErrors } from "@intranet/contracts/vacancies";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof vacanciesErrors> = {
  "vacancies.not_found": "Вакансия не найдена",
  "vacancies.validation_error": "Ошибка валидации",
  "vacancies.title_required": "Укажите название вакансии",
  "vacancies.description_required": "Опишите вакансию",
  "vacancies.too_long": "Текст слишком длинный",
  "vacancies.bad_salary": "Укажите зарплату положительным числом",
  "vacancies.salary_range": "Верхняя граница зарплаты не может быть меньше нижней",
  "vacancies.too_many_recipients": "Слишком много получателей откликов",
  "vacancies.bad_recipient": "Получатель откликов — не действующий сотрудник",
  "vacancies.response_empty": "Напишите сообщение или приложите резюме",
  "vacancies.bad_cv": "Резюме — файл PDF, Word, OpenDocument, RTF или текст до 20 МБ",
  "vacancies.already_responded": "Вы уже откликнулись на эту вакансию",
  "vacancies.closed": "Вакансия закрыта",
  "vacancies.forbidden": "Вакансиями управляют только администраторы",
};
