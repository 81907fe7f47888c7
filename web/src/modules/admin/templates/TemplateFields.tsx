import { Button, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { automaticTemplateVariables, notificationLimits } from "@intranet/contracts/notifications";
import { useRef, useState } from "react";
import { useAdminTranslation } from "../i18n";
import type { TemplateDraft } from "./templateTexts";

type Field = keyof TemplateDraft;

/**
 * The template's title, short and full texts, with its variables as chips: a click puts
 * `{{name}}` where the cursor was in the field last used (the short text before any).
 */
export function TemplateFields({
  draft,
  variables,
  errors,
  onChange,
}: {
  draft: TemplateDraft;
  variables: readonly string[];
  errors: { title?: string | undefined; variables?: string | undefined };
  onChange: (draft: TemplateDraft) => void;
}) {
  const { t } = useAdminTranslation();
  const elements = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [last, setLast] = useState<Field>("short");
  const insert = (name: string) => {
    const element = elements.current[last];
    const value = draft[last];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    const placeholder = `{{${name}}}`;
    onChange({ ...draft, [last]: value.slice(0, start) + placeholder + value.slice(end) });
    const caret = start + placeholder.length;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };
  const bind = (field: Field) => ({
    id: `admin-template-${field}`,
    value: draft[field],
    onFocus: () => setLast(field),
  });
  const all = [...variables, ...automaticTemplateVariables.filter((name) => !variables.includes(name))];
  return (
    <div className="admin-template-fields">
      <FormGroup
        label={t("templates.fields.title")}
        labelFor="admin-template-title"
        intent={errors.title ? "danger" : "none"}
        helperText={errors.title}
      >
        <InputGroup
          {...bind("title")}
          inputRef={(element) => {
            elements.current.title = element;
          }}
          maxLength={notificationLimits.titleMaxChars}
          intent={errors.title ? "danger" : "none"}
          onValueChange={(title) => onChange({ ...draft, title })}
        />
      </FormGroup>
      <FormGroup
        label={t("templates.fields.short")}
        labelFor="admin-template-short"
        helperText={t("templates.fields.shortHint")}
      >
        <TextArea
          {...bind("short")}
          inputRef={(element) => {
            elements.current.short = element;
          }}
          fill
          autoResize
          rows={3}
          maxLength={notificationLimits.templateShortMaxChars}
          onChange={(event) => onChange({ ...draft, short: event.currentTarget.value })}
        />
      </FormGroup>
      <FormGroup
        label={t("templates.fields.full")}
        labelFor="admin-template-full"
        helperText={t("templates.fields.fullHint")}
      >
        <TextArea
          {...bind("full")}
          inputRef={(element) => {
            elements.current.full = element;
          }}
          fill
          autoResize
          rows={6}
          className="admin-mono"
          maxLength={notificationLimits.templateFullMaxChars}
          onChange={(event) => onChange({ ...draft, full: event.currentTarget.value })}
        />
      </FormGroup>
      <div className="admin-variables" role="group" aria-labelledby="admin-template-variables">
        <p id="admin-template-variables" className="admin-variables-title">
          {t("templates.variables")} <span className="admin-muted">{t("templates.variablesHint")}</span>
        </p>
        <div className="admin-chips">
          {all.map((name) => {
            const automatic = (automaticTemplateVariables as readonly string[]).includes(name);
            return (
              <Button
                key={name}
                size="small"
                icon="plus"
                className="admin-chip"
                aria-label={t("templates.insert", { name: `{{${name}}}` })}
                title={automatic ? `{{${name}}}: ${t("templates.automatic")}` : `{{${name}}}`}
                text={`{{${name}}}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => insert(name)}
              />
            );
          })}
        </div>
        {errors.variables ? (
          <p className="admin-error-text" role="alert">
            {errors.variables}
          </p>
        ) : null}
      </div>
    </div>
  );
}
