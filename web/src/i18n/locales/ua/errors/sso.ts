import type { ssoErrors } from "@intranet/contracts/sso";
import type { ErrorTexts } from "../../../types";

export const sso: ErrorTexts<typeof ssoErrors> = {
  "sso.not_configured": "Єдиний вхід не налаштовано в цьому встановленні",
  "sso.token_invalid": "Не вдалося перевірити вхід. Увійдіть ще раз",
  "sso.code_invalid": "Код входу недійсний або вже використаний. Увійдіть ще раз",
  "sso.email_not_verified": "Ваш постачальник облікових записів не підтвердив ваш email",
  "sso.provider_unknown": "Цей постачальник облікових записів не ввімкнений для жодної компанії",
  "sso.other_company": "Цей обліковий запис належить іншій компанії",
  "sso.no_account": "У компанії немає облікового запису з цим email. Зверніться до адміністратора",
  "sso.display_name_required": "Введіть назву для кнопки входу",
  "sso.issuer_required": "Введіть видавця, ідентифікатор клієнта (tenant id) або адресу метаданих",
  "sso.issuer_invalid": "Видавця, ідентифікатор клієнта (tenant id) або адресу метаданих указано неправильно",
  "sso.client_id_required": "Введіть ідентифікатор застосунку (client id)",
  "sso.secret_required": "Введіть секрет клієнта",
  "sso.provider_refused": "Пул користувачів відхилив налаштування постачальника: {{reason}}",
};
