import type { vacanciesErrors } from "@intranet/contracts/vacancies";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof vacanciesErrors> = {
  "vacancies.not_found": "Вакансію не знайдено",
  "vacancies.validation_error": "Помилка валідації",
  "vacancies.title_required": "Вкажіть назву вакансії",
  "vacancies.description_required": "Опишіть вакансію",
  "vacancies.too_long": "Текст задовгий",
  "vacancies.bad_salary": "Вкажіть зарплату додатним числом",
  "vacancies.salary_range": "Верхня межа зарплати не може бути меншою за нижню",
  "vacancies.too_many_recipients": "Забагато отримувачів відгуків",
  "vacancies.bad_recipient": "Отримувач відгуків — не діючий співробітник",
  "vacancies.response_empty": "Напишіть повідомлення або додайте резюме",
  "vacancies.bad_cv": "Резюме — файл PDF, Word, OpenDocument, RTF або текст до 20 МБ",
  "vacancies.already_responded": "Ви вже відгукнулися на цю вакансію",
  "vacancies.closed": "Вакансію закрито",
  "vacancies.forbidden": "Вакансіями керують лише адміністратори",
};
