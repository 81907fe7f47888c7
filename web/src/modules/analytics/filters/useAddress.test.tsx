import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { useAddress } from "./useAddress";

const at = (path: string) =>
  renderHook(() => ({ address: useAddress(), location: useLocation() }), {
    wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>,
  });

describe("the analytics address", () => {
  it("sets and removes keys, keeping the others", () => {
    const page = at("/analytics?tab=visitors&dept=d1");
    act(() => page.result.current.address.write({ period: "30d", dept: null }));
    expect(page.result.current.location.search).toBe("?tab=visitors&period=30d");
    expect(page.result.current.address.params.get("period")).toBe("30d");
  });

  it("builds a change on the last one even before that one shows (a period picked right after a tab)", () => {
    const page = at("/analytics?tab=modules");
    // Both calls are made by the page as it was shown: the tab's click, then the period's choice.
    const { write } = page.result.current.address;
    act(() => {
      write({ tab: null });
      write({ period: "30d" });
    });
    expect(page.result.current.location.search).toBe("?period=30d");
    // Once shown, a change starts from what is shown.
    act(() => page.result.current.address.write({ tab: "visitors" }));
    expect(page.result.current.location.search).toBe("?period=30d&tab=visitors");
  });
});
