import { describe, expect, it } from "vitest";
import { parseRows } from "./parseRows";

describe("parseRows", () => {
  it("reads rows in the default column order, dropping empty cells", () => {
    expect(parseRows("Anna;Lee;anna@x.test;;;Sales\n\nBob,Ray,bob@x.test")).toEqual([
      { firstName: "Anna", lastName: "Lee", email: "anna@x.test", department: "Sales" },
      { firstName: "Bob", lastName: "Ray", email: "bob@x.test" },
    ]);
  });

  it("follows a header line", () => {
    expect(parseRows("email\tlastName\tfirstName\nanna@x.test\tLee\tAnna")).toEqual([
      { email: "anna@x.test", lastName: "Lee", firstName: "Anna" },
    ]);
  });
});
