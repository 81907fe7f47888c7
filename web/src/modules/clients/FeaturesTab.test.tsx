import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { queryClient } from "../../shell/queryClient";
import { fakeApi } from "../../test/api";
import { clientView } from "../../test/fixtures";
import { FeaturesTab } from "./FeaturesTab";

describe("FeaturesTab (product-spec §7)", () => {
  it("switches only the features of built modules", async () => {
    const codes = ["wall", "services", "chats", "lms", "idp", "mood"];
    fakeApi({ "GET /api/clients/features/all": { body: codes.map((code) => ({ code, name: code })) } });
    render(
      <QueryClientProvider client={queryClient}>
        <FeaturesTab client={clientView()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("checkbox", { name: "Company wall" })).toBeTruthy();
    const shown = screen.getAllByRole("checkbox").map((item) => item.closest("label")?.textContent);
    expect(shown).toEqual(["Company wall", "Chats", "Mood meter"]);
  });
});
