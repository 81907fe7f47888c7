import { describe, expect, it } from "vitest";
import { personName } from "./names";

describe("names in the reader's language order", () => {
  const chloe = { firstName: "Chloe", lastName: "Davis" };
  const ivan = { firstName: "Иван", lastName: "Петров", middleName: "Сергеевич" };

  it("writes English names first name first, without a patronymic", () => {
    expect(personName(chloe, "en")).toBe("Chloe Davis");
    expect(personName(ivan, "en")).toBe("Иван Петров");
  });

  it("writes Russian and Ukrainian names last name first, the patronymic after the first name", () => {
    expect(personName(chloe, "ru")).toBe("Davis Chloe");
    expect(personName(ivan, "ua")).toBe("Петров Иван Сергеевич");
    expect(personName({ ...ivan, middleName: null }, "ru")).toBe("Петров Иван");
  });
});
