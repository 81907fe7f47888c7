import { FormGroup } from "@blueprintjs/core";
import { LazyRichTextEditor } from "../../../shared/richText";
import { FieldError } from "../FieldError";

/**
 * One of the vacancy's texts (description, requirements, conditions) in the document editor. No
 * image button: a vacancy's pictures would have no module to live in (the knowledge base's image
 * route files them under articles), and the spec's vacancy is text.
 */
export function RichPart({
  id,
  label,
  placeholder,
  initialValue,
  error,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  /** The text the editor opens with (read once). */
  initialValue: string;
  error?: string;
  onChange: (html: string) => void;
}) {
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={error ? "danger" : "none"}
      helperText={error ? <FieldError code={error} /> : undefined}
    >
      <LazyRichTextEditor
        id={id}
        label={label}
        placeholder={placeholder}
        initialValue={initialValue}
        invalid={!!error}
        minHeight={120}
        onChange={onChange}
      />
    </FormGroup>
  );
}
