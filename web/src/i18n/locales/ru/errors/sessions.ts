import type { sessionsErrors } from "@intranet/contracts/sessions";
import type { ErrorTexts } from "../../../types";

export const sessions: ErrorTexts<typeof sessionsErrors> = {
  "sessions.not_found": "Сеанс не найден: он уже завершён",
  "sessions.network_invalid": "Укажите сеть диапазоном адресов, например 203.0.113.0/24 или 2001:db8::/32",
  "sessions.network_name_required": "Назовите сеть",
  "sessions.network_repeated": "Этот диапазон указан дважды",
  "sessions.too_many_networks": "Компания может назвать не больше 100 сетей",
};
