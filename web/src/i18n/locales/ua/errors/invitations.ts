import type { invitationsErrors } from "@intranet/contracts/invitations";
import type { ErrorTexts } from "../../../types";

export const invitations: ErrorTexts<typeof invitationsErrors> = {
  "invitations.link_invalid":
    "Термін дії запрошення минув або його вже використано. Попросіть адміністратора надіслати нове",
  "invitations.already_accepted": "Співробітник уже прийняв запрошення: він може скористатися «Забули пароль?»",
};
