import type { calendarErrors } from "@intranet/contracts/calendar";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof calendarErrors> = {
  "calendar.not_found": "Событие не найдено",
  "calendar.create_denied": "Вы не можете создавать события",
  "calendar.edit_denied": "Изменить событие могут только организатор или администратор",
  "calendar.name_required": "Укажите название события",
  "calendar.name_too_short": "Название события должно быть длиннее 5 символов",
  "calendar.name_too_long": "Название события — не больше 100 символов",
  "calendar.description_too_long": "Описание — не больше 5000 символов",
  "calendar.date_required": "Выберите дату",
  "calendar.time_required": "Укажите время начала и окончания",
  "calendar.date_in_past": "Дата уже прошла",
  "calendar.time_in_past": "Это время сегодня уже прошло",
  "calendar.end_before_start": "Окончание должно быть позже начала",
  "calendar.time_zone_invalid": "Неизвестный часовой пояс",
  "calendar.members_required": "Пригласите хотя бы одного человека или группу",
  "calendar.too_many_members": "Поимённо — не больше 100 человек; для большего числа выберите отдел или всех",
  "calendar.link_invalid": "Ссылка на конференцию должна быть правильным веб-адресом",
  "calendar.comment_too_long": "Комментарий — не больше 1000 символов",
  "calendar.repeat_incomplete":
    "Укажите, как событие повторяется: период, дни недели и дату окончания или число повторений",
  "calendar.repeat_count": "Число повторений — больше 1 и не больше 366",
  "calendar.too_many_occurrences": "В серии не больше 366 повторений за 5 лет",
  "calendar.date_not_in_repeat":
    "Выбранная дата не входит в дни повторения: выберите дату, которая в них входит, или подтвердите, что серия начнётся с первого повторения",
  "calendar.not_recurring": "Это событие не повторяется",
  "calendar.edit_conflict": "Событие тем временем изменили: обновите его и попробуйте снова",
  "calendar.range_invalid": "Выберите период не длиннее года",
  "calendar.delete_error": "Не удалось удалить событие",
};
