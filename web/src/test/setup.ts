import { Classes } from "@blueprintjs/core";
import { act, cleanup, configure, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { i18nReady, loadAllErrorTexts, setLanguage } from "../i18n";
import { reloadSession } from "../session/session";
import { queryClient } from "../shell/queryClient";
import { clearToasters } from "../ui/toaster";
import { FakeWebSocket } from "./fakeWebSocket";

/** jsdom has no matchMedia: every query is "desktop" unless a test says otherwise. */
function installMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The app's chunks are transformed on first use: under a full parallel run that can take seconds.
configure({ asyncUtilTimeout: 8000 });

beforeAll(async () => {
  await i18nReady;
  // Module pages run inside the signed-in shell, which adds the whole English error catalogue.
  await loadAllErrorTexts();
});

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  reloadSession();
  installMatchMedia();
  vi.stubGlobal("WebSocket", FakeWebSocket);
  await setLanguage("en");
});

afterEach(async () => {
  cleanup();
  // Toasters live outside the rendered tree, and files share the page (vitest.config.ts).
  await act(() => clearToasters());
  // A cleared toast leaves through a 350 ms exit transition, still an "alert" in the page: the next
  // file's first findByRole("alert") found the last file's toast (CI, once).
  await waitFor(() => expect(document.querySelector(`.${Classes.TOAST}`)).toBeNull());
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeWebSocket.instances.length = 0;
});

// React's scheduler runs queued work on a later tick: work queued as a file's last test ended (an
// update to a root just unmounted) must run while the page still exists, not after the
// environment's teardown, where it throws "window is not defined" (CI under load, once).
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});
