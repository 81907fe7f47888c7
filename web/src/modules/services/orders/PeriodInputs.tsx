import { FormGroup } from "@blueprintjs/core";
import { useServicesTranslation } from "../i18n";

/** From and to days (ISO dates, either may be empty) of a list's filter. */
export function PeriodInputs({
  idPrefix,
  from,
  to,
  onChange,
}: {
  idPrefix: string;
  from: string;
  to: string;
  onChange: (period: { from: string; to: string }) => void;
}) {
  const { t } = useServicesTranslation();
  return (
    <>
      <FormGroup label={t("orders.from")} labelFor={`${idPrefix}-from`} className="services-filter">
        <input
          id={`${idPrefix}-from`}
          type="date"
          className="bp6-input"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value, to })}
        />
      </FormGroup>
      <FormGroup label={t("orders.to")} labelFor={`${idPrefix}-to`} className="services-filter">
        <input
          id={`${idPrefix}-to`}
          type="date"
          className="bp6-input"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ from, to: event.target.value })}
        />
      </FormGroup>
    </>
  );
}
