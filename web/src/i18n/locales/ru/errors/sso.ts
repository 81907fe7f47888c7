import type { ssoErrors } from "@intranet/contracts/sso";
import type { ErrorTexts } from "../../../types";

export const sso: ErrorTexts<typeof ssoErrors> = {
  "sso.not_configured": "Единый вход не настроен в этой установке",
  "sso.token_invalid": "Не удалось проверить вход. Войдите ещё раз",
  "sso.code_invalid": "Код входа недействителен или уже использован. Войдите ещё раз",
  "sso.email_not_verified": "Ваш поставщик учётных записей не подтвердил ваш email",
  "sso.provider_unknown": "Этот поставщик учётных записей не включён ни для одной компании",
  "sso.other_company": "Эта учётная запись принадлежит другой компании",
  "sso.no_account": "В компании нет учётной записи с этим email. Обратитесь к администратору",
  "sso.display_name_required": "Введите название для кнопки входа",
  "sso.issuer_required": "Введите издателя, идентификатор клиента (tenant id) или адрес метаданных",
  "sso.issuer_invalid": "Издатель, идентификатор клиента (tenant id) или адрес метаданных указан неверно",
  "sso.client_id_required": "Введите идентификатор приложения (client id)",
  "sso.secret_required": "Введите секрет клиента",
  "sso.provider_refused": "Пул пользователей отклонил настройки поставщика: {{reason}}",
};
