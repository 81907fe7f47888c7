import { limits } from "@intranet/contracts/limits";
import { TextField } from "../../forms/TextField";
import { useClientsTranslation } from "./i18n";

/** The company's card (its name and contacts, the tax id): the platform's data tab and the company admins' tab share it. */
export function CompanyCardFields() {
  const { t } = useClientsTranslation();
  return (
    <>
      <TextField name="name" label={t("fields.name")} maxLength={200} />
      <TextField name="city" label={t("fields.city")} maxLength={100} />
      <TextField name="phone" label={t("fields.phone")} type="tel" />
      <TextField name="address" label={t("fields.address")} maxLength={300} />
      <TextField name="director" label={t("fields.director")} maxLength={200} />
      <TextField name="telegramChannel" label={t("fields.telegramChannel")} maxLength={200} />
      <TextField name="taxId" label={t("fields.taxId")} inputMode="numeric" maxLength={limits.taxIdDigits} />
    </>
  );
}
