import { useTranslation } from "react-i18next";
import { errorText } from "../i18n/errorText";
import { FormAlert } from "./FormAlert";

/**
 * What a form says above its fields: the call's refusal (`failure`, a catalogue code's text), and
 * that some fields need a look when the browser refused them (`invalid`; the fields say why).
 */
export function FormProblems({ failure, invalid }: { failure: unknown; invalid: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
      {invalid ? <FormAlert intent="danger">{t("common.checkFields")}</FormAlert> : null}
    </>
  );
}
