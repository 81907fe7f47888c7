import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gradientPng } from "../testing/png";
import { stripImageMetadata } from "./strip-metadata";
import { jpegWithExif } from "./test-support";

const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);

describe("a picture's metadata stripped before it is kept", () => {
  it("drops a JPEG's EXIF, XMP and comments and keeps its JFIF header, tables and scan", () => {
    const jpeg = jpegWithExif("Rita Reporter");
    const stripped = stripImageMetadata(jpeg, "image/jpeg")!;
    expect(has(jpeg, "Rita Reporter")).toBe(true);
    expect(has(stripped, "Rita Reporter")).toBe(false);
    expect(has(stripped, "GPS")).toBe(false);
    expect(has(stripped, "JFIF")).toBe(true);
    // The scan and what follows it are kept byte for byte.
    expect(Buffer.from(stripped.subarray(-6)).equals(Buffer.from([0x12, 0x34, 0x56, 0x78, 0xff, 0xd9]))).toBe(true);
  });

  it("drops a PNG's text, EXIF and time chunks and keeps the image", () => {
    const png = gradientPng(4, 4);
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      return Buffer.concat([length, Buffer.from(type, "ascii"), data, Buffer.alloc(4)]);
    };
    const iend = png.length - 12;
    const tagged = Buffer.concat([
      png.subarray(0, iend),
      chunk("tEXt", Buffer.from("Author\0Rita Reporter", "latin1")),
      chunk("zTXt", Buffer.concat([Buffer.from("Comment\0\0", "latin1"), deflateSync("Rita")])),
      chunk("eXIf", Buffer.from("MM\0*GPS Rita Reporter", "latin1")),
      png.subarray(iend),
    ]);
    const stripped = stripImageMetadata(tagged, "image/png")!;
    expect(has(stripped, "Rita Reporter")).toBe(false);
    expect(Buffer.from(stripped).equals(png)).toBe(true);
  });

  it("refuses bytes that are not the declared picture", () => {
    expect(stripImageMetadata(gradientPng(2, 2), "image/jpeg")).toBeNull();
    expect(stripImageMetadata(jpegWithExif("x"), "image/png")).toBeNull();
    expect(stripImageMetadata(Buffer.from("%PDF-1.4"), "image/png")).toBeNull();
    expect(stripImageMetadata(jpegWithExif("x").subarray(0, 30), "image/jpeg")).toBeNull();
  });
});
