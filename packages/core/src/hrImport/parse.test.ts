import { describe, expect, it } from "vitest";
import { refusal } from "../testing/capture";
import { parseHrFile } from "./parse";
import { csvOf, xlsxOf } from "./test-support";

describe("reading an employees file", () => {
  it("reads the first sheet of an XLSX: Russian headers, dates, numbers, hyperlinks and rich text", async () => {
    const bytes = await xlsxOf([
      ["Табельный номер", "Фамилия", "Имя", "Отчество", "Email", "ИНН", "Дата рождения", "Дата приёма", "Примечание"],
      [
        1001,
        "Иванов",
        { richText: [{ text: "Ив" }, { text: "ан" }] },
        "Петрович",
        { text: "ivan@example.com", hyperlink: "mailto:ivan@example.com" },
        "7707083893",
        new Date(Date.UTC(1990, 4, 17)),
        "01.02.2020",
        "ignored",
      ],
      [],
      ["  1002 ", "Smith", "Ann"],
    ]);
    expect(await parseHrFile(bytes)).toEqual([
      {
        row: 2,
        values: {
          personnelNumber: "1001",
          lastName: "Иванов",
          firstName: "Иван",
          middleName: "Петрович",
          email: "ivan@example.com",
          taxId: "7707083893",
          birthDate: "1990-05-17",
          workingSince: "01.02.2020",
        },
      },
      { row: 4, values: { personnelNumber: "1002", lastName: "Smith", firstName: "Ann" } },
    ]);
  });

  it("reads CSV with a BOM and semicolons, quotes, doubled quotes and line breaks inside quotes", async () => {
    const text = 'Табельный номер;Фамилия;Имя;Должность\r\n7;"Ко;валь";Олег;"Head of ""R&D""\nlab"\r\n8;Lee;Bo;\r\n';
    expect(await parseHrFile(csvOf(text, true))).toEqual([
      {
        row: 2,
        values: { personnelNumber: "7", lastName: "Ко;валь", firstName: "Олег", position: 'Head of "R&D"\nlab' },
      },
      { row: 4, values: { personnelNumber: "8", lastName: "Lee", firstName: "Bo" } },
    ]);
  });

  it("reads comma-separated CSV with English headers and no BOM", async () => {
    const text = "Last name,First name,E-mail,Phone\nDoe,Jane,jane@example.com,+1 555 0100\n";
    expect(await parseHrFile(csvOf(text))).toEqual([
      { row: 2, values: { lastName: "Doe", firstName: "Jane", email: "jane@example.com", phone: "+1 555 0100" } },
    ]);
  });

  it("refuses a file without the name columns, one that is not text or a workbook, and one too long", async () => {
    expect(await refusal(() => parseHrFile(csvOf("Email;Phone\na@b.c;1\n")))).toBe("hrimport.columns_missing");
    expect(await refusal(() => parseHrFile(csvOf("")))).toBe("hrimport.columns_missing");
    expect(await refusal(() => parseHrFile(Uint8Array.from([0xff, 0xfe, 0x00, 0x41])))).toBe(
      "hrimport.file_unreadable",
    );
    expect(await refusal(() => parseHrFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))).toBe(
      "hrimport.file_unreadable",
    );
    const long = "Last name,First name\n" + "A,B\n".repeat(5001);
    expect(await refusal(() => parseHrFile(csvOf(long)))).toBe("hrimport.too_many_rows");
  });
});
