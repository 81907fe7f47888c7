import { describe, expect, it } from "vitest";
import { clientDataSchema } from "./clients";
import { profileFieldsSchema } from "./users";
import { isValidCompanyTaxId } from "./validation";

describe("tax ids", () => {
  it("checks a company tax id's check digit", () => {
    expect(isValidCompanyTaxId("7707083893")).toBe(true);
    expect(isValidCompanyTaxId("7707083894")).toBe(false);
    expect(isValidCompanyTaxId("770708389")).toBe(false);
  });

  it("refuses a company tax id with a wrong check digit, and allows clearing it", () => {
    const issue = clientDataSchema.safeParse({ name: "Acme", taxId: "7707083894" }).error?.issues[0];
    expect(issue).toMatchObject({ path: ["taxId"], message: "common.tax_id_invalid" });
    expect(clientDataSchema.safeParse({ name: "Acme", taxId: "7707083893" }).success).toBe(true);
    expect(clientDataSchema.safeParse({ name: "Acme", taxId: "" }).success).toBe(true);
  });

  it("asks an employee's tax id for 10 digits", () => {
    const base = { firstName: "Ann", lastName: "Lee" };
    expect(profileFieldsSchema.safeParse({ ...base, taxId: "12345" }).error?.issues[0]?.message).toBe(
      "common.tax_id_invalid",
    );
    expect(profileFieldsSchema.safeParse({ ...base, taxId: "1234567890" }).success).toBe(true);
  });
});
