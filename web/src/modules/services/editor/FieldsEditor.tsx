import { Button, Callout, Card, Checkbox, FormGroup, HTMLSelect, InputGroup, TextArea } from "@blueprintjs/core";
import { fieldTypes, serviceLimits } from "@intranet/contracts/services";
import { SortableList } from "../../../ui/SortableList";
import { useServicesTranslation } from "../i18n";
import { newField, type FieldDraft } from "./draft";
import { ItemTools } from "./ItemTools";

/** The order form's fields (≤ 10), each reordered by dragging its handle, removed with its button. */
export function FieldsEditor({
  fields,
  error,
  onChange,
}: {
  fields: FieldDraft[];
  /** The API's refusal of the fields as a whole, in words. */
  error: string | undefined;
  onChange: (fields: FieldDraft[]) => void;
}) {
  const { t } = useServicesTranslation();
  const setField = (index: number, patch: Partial<FieldDraft>) =>
    onChange(fields.map((field, at) => (at === index ? { ...field, ...patch } : field)));
  return (
    <section aria-labelledby="service-fields-title">
      <h2 id="service-fields-title" className="services-section-title">
        {t("editor.fields")}
      </h2>
      {error ? <Callout intent="danger">{error}</Callout> : null}
      <SortableList
        items={fields}
        keyOf={(field) => field.id}
        onReorder={onChange}
        handleLabel={(index) => t("editor.dragField", { number: index + 1 })}
        renderItem={(field, index, handle) => (
          <Card className="services-editor-item" role="group" aria-label={t("editor.field", { number: index + 1 })}>
            <FormGroup label={t("editor.fieldName")} labelFor={`field-name-${field.id}`}>
              <InputGroup
                id={`field-name-${field.id}`}
                value={field.name}
                maxLength={serviceLimits.fieldNameMax}
                onValueChange={(name) => setField(index, { name })}
              />
            </FormGroup>
            <FormGroup label={t("editor.fieldType")} labelFor={`field-type-${field.id}`}>
              <HTMLSelect
                id={`field-type-${field.id}`}
                value={field.type}
                onChange={(event) => setField(index, { type: event.target.value as FieldDraft["type"] })}
              >
                {fieldTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`fieldTypes.${type}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            {field.type === "select" ? (
              <FormGroup label={t("editor.fieldOptions")} labelFor={`field-options-${field.id}`}>
                <TextArea
                  id={`field-options-${field.id}`}
                  fill
                  rows={3}
                  value={field.options}
                  onChange={(event) => setField(index, { options: event.target.value })}
                />
              </FormGroup>
            ) : null}
            <FormGroup label={t("editor.fieldHint")} labelFor={`field-hint-${field.id}`}>
              <InputGroup
                id={`field-hint-${field.id}`}
                value={field.hint}
                maxLength={300}
                onValueChange={(hint) => setField(index, { hint })}
              />
            </FormGroup>
            <Checkbox
              checked={field.required}
              label={t("editor.fieldRequired")}
              onChange={(event) => setField(index, { required: event.currentTarget.checked })}
            />
            <ItemTools
              handle={handle}
              removeLabel={t("editor.removeField", { number: index + 1 })}
              disabled={fields.length <= 1}
              onRemove={() => onChange(fields.filter((_, at) => at !== index))}
            />
          </Card>
        )}
      />
      <Button
        icon="plus"
        text={t("editor.addField")}
        disabled={fields.length >= serviceLimits.fieldsMax}
        onClick={() => onChange([...fields, newField(fields)])}
      />
    </section>
  );
}
