import type { groupsErrors } from "@intranet/contracts/groups";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof groupsErrors> = {
  "groups.not_found": "Группа не найдена",
  "groups.create_error": "Ошибка создания группы",
  "groups.client_check_error": "Ошибка проверки клиента",
  "groups.incorrect_fields": "Некорректные поля",
  "groups.validation_error": "Ошибка валидации",
  "groups.approve_error": "Ошибка одобрения заявки",
  "groups.reject_error": "Ошибка отклонения заявки",
  "groups.owner_set_error": "Ошибка назначения владельца",
  "groups.owner_cannot_change": "Владельца нельзя сменить",
  "groups.owner_cannot_leave": "Владелец не может покинуть группу: сначала передайте её другому участнику",
  "groups.request_exists": "Заявка уже подана",
  "groups.already_member": "Уже участник группы",
  "groups.invitation_not_found": "Приглашения в эту группу нет",
  "groups.has_services": "Группу с сервисами нельзя удалить",
};
