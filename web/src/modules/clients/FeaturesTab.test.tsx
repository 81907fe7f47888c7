import { featureCodes, featureNames } from "@intranet/contracts/clients";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { isBuiltFeature } from "../../shared/builtModules";
import { queryClient } from "../../shell/queryClient";
import { fakeApi } from "../../test/api";
import { clientView } from "../../test/fixtures";
import { FeaturesTab } from "./FeaturesTab";

describe("FeaturesTab (product-spec §7)", () => {
  it("switches only the features of built modules", async () => {
    // Since the learning modules, every manifest module has its web folder: all are offered.
    fakeApi({
      "GET /api/clients/features/all": { body: featureCodes.map((code) => ({ code, name: featureNames[code] })) },
    });
    render(
      <QueryClientProvider client={queryClient}>
        <FeaturesTab client={clientView()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("checkbox", { name: "Company wall" })).toBeTruthy();
    const shown = screen.getAllByRole("checkbox").map((item) => item.closest("label")?.textContent);
    expect(shown).toEqual(featureCodes.filter(isBuiltFeature).map((code) => featureNames[code]));
  });
});
