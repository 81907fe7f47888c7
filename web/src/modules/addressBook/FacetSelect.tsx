import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import type { FacetValueView } from "@intranet/contracts/addressBook";
import { useId } from "react";
import { useAddressBookTranslation } from "./i18n";

interface FacetSelectProps {
  label: string;
  /** The "no filter" choice ("All cities"). */
  anyLabel: string;
  value: string;
  choices: readonly FacetValueView[] | undefined;
  onChange: (value: string) => void;
}

/** One of the city, office and position filters: the values people hold, with how many hold each. */
export function FacetSelect({ label, anyLabel, value, choices = [], onChange }: FacetSelectProps) {
  const { t } = useAddressBookTranslation();
  const id = useId();
  // A value from the URL that nobody holds any more stays selectable (and shown) until it is cleared.
  const listed = !value || choices.some((choice) => choice.value === value);
  const options = [
    { value: "", label: anyLabel },
    ...(listed ? [] : [{ value, label: value }]),
    ...choices.map((choice) => ({
      value: choice.value,
      label: t("filters.option", { value: choice.value, count: choice.count }),
    })),
  ];
  return (
    <FormGroup label={label} labelFor={id} className="address-book-filter">
      <HTMLSelect
        id={id}
        fill
        value={value}
        options={options}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FormGroup>
  );
}
