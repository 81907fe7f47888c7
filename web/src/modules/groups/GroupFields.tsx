import { Radio, RadioGroup } from "@blueprintjs/core";
import { groupLimits, groupPostPolicies, groupTypes } from "@intranet/contracts/groups";
import { Controller, get, useFormContext, type FieldError } from "react-hook-form";
import { TextField } from "../../forms/TextField";
import { translateMessage } from "../../i18n/translateMessage";
import { typeIcons } from "./GroupTypeTag";
import type { GroupFormValues } from "./schemas";
import { ChoiceRadios } from "../../ui/ChoiceRadios";
import { TextAreaField } from "../../ui/TextAreaField";
import { useGroupsTranslation } from "./i18n";

/** The group's fields, for creating it and for its settings: name, description, type with its meaning, post policy. */
export function GroupFields({ autoFocus }: { autoFocus?: boolean }) {
  const { t } = useGroupsTranslation();
  const { control, formState } = useFormContext<GroupFormValues>();
  const typeError = get(formState.errors, "type") as FieldError | undefined;
  return (
    <>
      <TextField name="name" label={t("form.name")} maxLength={groupLimits.nameMax} autoFocus={autoFocus} />
      <TextAreaField name="description" label={t("form.description")} maxLength={groupLimits.descriptionMax} rows={3} />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <ChoiceRadios
            label={t("form.type")}
            value={field.value}
            onChange={field.onChange}
            choices={groupTypes.map((type) => ({
              value: type,
              name: t(`types.${type}`),
              hint: t(`typeHints.${type}`),
              icon: typeIcons[type],
            }))}
          />
        )}
      />
      {typeError?.message ? (
        <p className="groups-field-error" role="alert">
          {translateMessage(t, typeError.message)}
        </p>
      ) : null}
      <Controller
        control={control}
        name="postPolicy"
        render={({ field }) => (
          <RadioGroup
            label={t("form.postPolicy")}
            selectedValue={field.value}
            onChange={(event) => field.onChange(event.currentTarget.value)}
          >
            {groupPostPolicies.map((policy) => (
              <Radio key={policy} value={policy} label={t(`policies.${policy}`)} />
            ))}
          </RadioGroup>
        )}
      />
    </>
  );
}
