import type { calendarErrors } from "@intranet/contracts/calendar";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof calendarErrors> = {
  "calendar.not_found": "Подію не знайдено",
  "calendar.create_denied": "Ви не можете створювати події",
  "calendar.edit_denied": "Змінити подію можуть лише організатор або адміністратор",
  "calendar.name_required": "Вкажіть назву події",
  "calendar.name_too_short": "Назва події має бути довшою за 5 символів",
  "calendar.name_too_long": "Назва події — не більше 100 символів",
  "calendar.description_too_long": "Опис — не більше 5000 символів",
  "calendar.date_required": "Оберіть дату",
  "calendar.time_required": "Вкажіть час початку й закінчення",
  "calendar.date_in_past": "Дата вже минула",
  "calendar.time_in_past": "Цей час сьогодні вже минув",
  "calendar.end_before_start": "Закінчення має бути пізніше за початок",
  "calendar.time_zone_invalid": "Невідомий часовий пояс",
  "calendar.members_required": "Запросіть хоча б одну людину або групу",
  "calendar.too_many_members": "Поіменно — не більше 100 людей; для більшої кількості оберіть відділ або всіх",
  "calendar.link_invalid": "Посилання на конференцію має бути правильною веб-адресою",
  "calendar.comment_too_long": "Коментар — не більше 1000 символів",
  "calendar.repeat_incomplete":
    "Вкажіть, як подія повторюється: період, дні тижня та дату закінчення або кількість повторень",
  "calendar.repeat_count": "Кількість повторень — більше 1 і не більше 366",
  "calendar.too_many_occurrences": "У серії не більше 366 повторень за 5 років",
  "calendar.date_not_in_repeat":
    "Обрана дата не входить до днів повторення: виберіть дату, яка до них входить, або підтвердьте, що серія почнеться з першого повторення",
  "calendar.not_recurring": "Ця подія не повторюється",
  "calendar.edit_conflict": "Подію тим часом змінили: оновіть її та спробуйте знову",
  "calendar.range_invalid": "Оберіть період не довший за рік",
  "calendar.delete_error": "Не вдалося видалити подію",
};
