import { describe, expect, it } from "vitest";
import { activeFilters, cleared, exportBody, pageQuery, readFilters, writeFilters } from "./queryState";

const url = (text: string) => new URLSearchParams(text);

describe("the address book's query in the URL", () => {
  it("reads the filters, with sub-departments on unless the URL says false", () => {
    expect(readFilters(url(""))).toEqual({
      q: "",
      dept: "",
      subdepartments: true,
      city: "",
      office: "",
      position: "",
    });
    expect(readFilters(url("q=ann&dept=d1&subdepartments=false&city=Minsk&office=HQ&position=QA"))).toEqual({
      q: "ann",
      dept: "d1",
      subdepartments: false,
      city: "Minsk",
      office: "HQ",
      position: "QA",
    });
  });

  it("writes only what is set, keeps other params, and drops subdepartments=false with the department", () => {
    const next = writeFilters(url("q=ann&tab=x"), { dept: "d1", subdepartments: false, city: "" });
    expect(next.toString()).toBe("q=ann&tab=x&dept=d1&subdepartments=false");
    expect(writeFilters(next, { dept: "" }).toString()).toBe("q=ann&tab=x");
    expect(writeFilters(url("q=ann"), { q: "  " }).toString()).toBe("");
    // What is typed stays as typed (a trailing space while typing "ann l").
    expect(readFilters(writeFilters(url(""), { q: "ann " })).q).toBe("ann ");
  });

  it("clears the filters, and the search text only when asked", () => {
    const params = url("q=ann&dept=d1&subdepartments=false&city=Minsk");
    expect(writeFilters(params, cleared()).toString()).toBe("q=ann");
    expect(writeFilters(params, cleared(true)).toString()).toBe("");
    expect(activeFilters(readFilters(params))).toBe(2);
  });

  it("builds the page call's query: trimmed, only what is set, subdepartments only when off", () => {
    expect(pageQuery(readFilters(url("q=%20ann%20&city=Minsk")))).toEqual({ q: "ann", city: "Minsk" });
    expect(pageQuery(readFilters(url("dept=d1")), "next")).toEqual({ dept: "d1", cursor: "next" });
    expect(pageQuery(readFilters(url("dept=d1&subdepartments=false")))).toEqual({
      dept: "d1",
      subdepartments: "false",
    });
    expect(pageQuery(readFilters(url("subdepartments=false")))).toEqual({});
  });

  it("builds the export's body: the shown filters and the reader's language", () => {
    expect(exportBody(readFilters(url("q=ann&dept=d1&subdepartments=false&position=QA")), "ru")).toEqual({
      q: "ann",
      dept: "d1",
      position: "QA",
      subdepartments: false,
      lang: "ru",
    });
    expect(exportBody(readFilters(url("")), "en")).toEqual({ subdepartments: true, lang: "en" });
  });
});
