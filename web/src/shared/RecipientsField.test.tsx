import type { Audience } from "@intranet/contracts/audiences";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { queryClient } from "../shell/queryClient";
import { fakeApi } from "../test/api";
import { chloe, userView } from "../test/fixtures";
import { RecipientsField } from "./RecipientsField";

const labels = { field: "Who receives ideas", kind: "Add", none: "No one chosen" };

function renderField(recipients: Audience[]) {
  fakeApi({ "GET /api/user/for_client/c1": { body: { items: [userView(), chloe], cursor: null } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RecipientsField clientId="c1" forAll={false} recipients={recipients} labels={labels} onChange={vi.fn()} />
    </QueryClientProvider>,
  );
}

/** axe-core's ARIA rules for lists and their items, on what the field rendered. */
async function ariaViolations(container: HTMLElement) {
  const result = await axe.run(container, {
    runOnly: { type: "rule", values: ["aria-required-children", "aria-required-parent", "list", "listitem"] },
  });
  return result.violations.map((violation) => violation.id);
}

describe("RecipientsField", () => {
  it("with no one chosen says so, without an empty list (axe aria-required-children)", async () => {
    const { container } = renderField([]);
    expect(await screen.findByText("No one chosen")).toBeTruthy();
    expect(screen.queryByRole("list", { name: labels.field })).toBeNull();
    expect(await ariaViolations(container)).toEqual([]);
  });

  it("lists the chosen people and audiences as the list's items", async () => {
    const { container } = renderField([
      { kind: "users", userIds: ["u2"] },
      { kind: "city", city: "Lisbon" },
    ]);
    const list = await screen.findByRole("list", { name: labels.field });
    expect(await screen.findByRole("button", { name: "Remove Chloe Davis" })).toBeTruthy();
    expect(list.querySelectorAll('[role="listitem"]')).toHaveLength(2);
    expect(screen.getByText("Lisbon")).toBeTruthy();
    expect(screen.queryByText("No one chosen")).toBeNull();
    expect(await ariaViolations(container)).toEqual([]);
  });
});
