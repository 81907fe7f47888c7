import { useRef, type ReactNode } from "react";

/** The picture formats a profile takes from a person (drawn to JPEG before the upload). */
export const pictureTypes = "image/png,image/jpeg,image/webp";

/**
 * A hidden file input and the function that opens it: `onFile` gets the chosen file (the input is
 * cleared, so choosing the same file again works).
 */
export function useFilePick(onFile: (file: File) => void, testId: string, accept?: string): [ReactNode, () => void] {
  const input = useRef<HTMLInputElement>(null);
  const element = (
    <input
      ref={input}
      type="file"
      hidden
      accept={accept}
      data-testid={testId}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0];
        event.currentTarget.value = "";
        if (file) onFile(file);
      }}
    />
  );
  return [element, () => input.current?.click()];
}
