import { Dialog, DialogBody } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { FormDialogFooter } from "../ui/FormDialogFooter";
import { FormProblems } from "./FormProblems";

/**
 * A dialog that is one form: its title names the form, Enter or the primary button submits it,
 * what the call refused (`failure`) and the fields the browser refused (`invalid`) are said above
 * the fields, Cancel closes it. `noValidate` when the form checks its fields itself.
 */
export function FormDialog({
  title,
  className,
  onClose,
  onSubmit,
  submitText,
  saving,
  failure = null,
  invalid = false,
  noValidate = false,
  children,
}: {
  title: string;
  className?: string;
  onClose: () => void;
  onSubmit: () => unknown;
  submitText: string;
  saving: boolean;
  failure?: unknown;
  invalid?: boolean;
  noValidate?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog isOpen title={title} onClose={onClose} className={className}>
      <form
        aria-label={title}
        noValidate={noValidate}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <DialogBody>
          <FormProblems failure={failure} invalid={invalid} />
          {children}
        </DialogBody>
        <FormDialogFooter submitText={submitText} saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
