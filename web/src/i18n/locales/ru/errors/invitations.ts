import type { invitationsErrors } from "@intranet/contracts/invitations";
import type { ErrorTexts } from "../../../types";

export const invitations: ErrorTexts<typeof invitationsErrors> = {
  "invitations.link_invalid":
    "Срок действия приглашения истёк или оно уже использовано. Попросите администратора отправить новое",
  "invitations.already_accepted": "Сотрудник уже принял приглашение: он может воспользоваться «Забыли пароль?»",
};
