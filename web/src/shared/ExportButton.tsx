import { Button } from "@blueprintjs/core";
import type { ExportView } from "@intranet/contracts/exports";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ExportDialog } from "./ExportDialog";

interface ExportButtonProps {
  /** Starts the export (the module's `…/excel` call). */
  start: () => Promise<ExportView>;
  text: string;
  /** The dialog's title (default: "Export to Excel"). */
  title?: string;
  /** Shown instead of any error (a module's own catalogue message). */
  failureText?: string;
  /** The module's class for the dialog's size. */
  className?: string;
}

/**
 * "Excel" in any module: starts the export on click, then the shared dialog follows it to its
 * download link (its progress, or its error in the reader's language). Closing forgets it, so the
 * next click starts a fresh export of what is shown then.
 */
export function ExportButton({ start, text, title, failureText, className }: ExportButtonProps) {
  const [open, setOpen] = useState(false);
  const export_ = useMutation({ mutationFn: start });
  return (
    <>
      <Button
        icon="download"
        text={text}
        loading={export_.isPending}
        onClick={() => {
          setOpen(true);
          export_.mutate();
        }}
      />
      {open ? (
        <ExportDialog
          started={export_.data ?? null}
          startError={export_.error}
          onClose={() => {
            setOpen(false);
            export_.reset();
          }}
          {...(title ? { title } : {})}
          {...(failureText ? { failureText } : {})}
          {...(className ? { className } : {})}
        />
      ) : null}
    </>
  );
}
