import type { sessionsErrors } from "@intranet/contracts/sessions";
import type { ErrorTexts } from "../../../types";

export const sessions: ErrorTexts<typeof sessionsErrors> = {
  "sessions.not_found": "Сеанс не знайдено: його вже завершено",
  "sessions.network_invalid": "Вкажіть мережу діапазоном адрес, наприклад 203.0.113.0/24 або 2001:db8::/32",
  "sessions.network_name_required": "Назвіть мережу",
  "sessions.network_repeated": "Цей діапазон вказано двічі",
  "sessions.too_many_networks": "Компанія може назвати не більше 100 мереж",
};
