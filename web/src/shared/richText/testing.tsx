import { OverlaysProvider } from "@blueprintjs/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import type { Editor } from "@tiptap/core";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { queryClient } from "../../shell/queryClient";
import type { ShellData } from "../../shell/useShellData";
import { clientView, storeSession, userView } from "../../test/fixtures";

/** Renders a shared piece as a module page would have it: signed in, inside the shell's outlet (company "acme"). */
export function renderInShell(ui: ReactNode, path = "/kb") {
  const me = userView();
  storeSession(me);
  const shell: ShellData = { me, client: clientView() };
  const router = createMemoryRouter([{ element: <Outlet context={shell} />, children: [{ path: "*", element: ui }] }], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <OverlaysProvider>
        <RouterProvider router={router} />
      </OverlaysProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** jsdom lays nothing out: ProseMirror asks ranges for rectangles when it scrolls the caret into view. */
export function stubLayout(): void {
  const rect = () => new DOMRect(0, 0, 0, 0);
  const list = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= rect;
  Range.prototype.getClientRects ??= list;
  document.elementFromPoint ??= () => null;
}

/** The tiptap editor behind an editor's text box (tiptap hangs it on the ProseMirror element). */
export const editorOf = (box: HTMLElement) => (box as HTMLElement & { editor: Editor }).editor;

/**
 * Types text as a keystroke does once the browser has put it in the DOM: through ProseMirror's
 * text-input path (input rules, the "@" suggestion). jsdom's contenteditable is not reliable for
 * this: user-event loses repeated letters when ProseMirror redraws the text node under it.
 */
export function typeInto(box: HTMLElement, text: string): void {
  const { view } = editorOf(box);
  for (const char of text) {
    act(() => {
      const { from, to } = view.state.selection;
      const handled = view.someProp("handleTextInput", (handle) => handle(view, from, to, char, () => view.state.tr));
      if (!handled) view.dispatch(view.state.tr.insertText(char, from, to));
    });
  }
}
