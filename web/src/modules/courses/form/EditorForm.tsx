import { Callout, FormGroup, InputGroup } from "@blueprintjs/core";
import { courseLimits } from "@intranet/contracts/courses";
import type { ReactNode } from "react";
import { errorText } from "../../../i18n/errorText";
import { FieldError } from "../FieldError";
import { useCoursesTranslation } from "../i18n";

/**
 * An editor's form (a course's, a lesson's, a test's settings): checked by the module itself
 * (`noValidate`), submitted without a page load; its heading, then the server's refusal of the whole
 * save, then its fields.
 */
export function EditorForm({
  label,
  heading,
  className = "courses-form",
  failure,
  onSubmit,
  children,
}: {
  label: string;
  heading?: ReactNode;
  className?: string;
  failure: unknown;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useCoursesTranslation();
  return (
    <form
      className={className}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {heading}
      {failure ? (
        <Callout intent="danger" role="alert">
          {errorText(t, failure)}
        </Callout>
      ) : null}
      {children}
    </form>
  );
}

/** A title field (course, lesson, test): the catalogue's length, its error under it, focused on a new one. */
export function TitleField({
  id,
  label,
  value,
  error,
  autoFocus,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  autoFocus: boolean;
  onChange: (title: string) => void;
}) {
  return (
    <FormGroup label={label} labelFor={id} intent={error ? "danger" : "none"} helperText={<FieldError code={error} />}>
      <InputGroup
        id={id}
        value={value}
        maxLength={courseLimits.titleMax}
        intent={error ? "danger" : "none"}
        onValueChange={onChange}
        autoFocus={autoFocus}
      />
    </FormGroup>
  );
}
