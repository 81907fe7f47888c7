import { afterEach, describe, expect, it, vi } from "vitest";
import { DesignImageError, prepareDesignImage } from "./designImage";

/** jsdom decodes and draws nothing: a picture of this size, and a canvas that records the drawing. */
function stubDrawing(width: number, height: number) {
  const bitmap = { width, height, close: vi.fn() };
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async () => bitmap),
  );
  const context = { imageSmoothingQuality: "", drawImage: vi.fn() };
  const canvases: HTMLCanvasElement[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as RenderingContext);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (
    this: HTMLCanvasElement,
    done: BlobCallback,
    type?: string,
  ) {
    canvases.push(this);
    done(new Blob(["drawn"], { type }));
  });
  return { bitmap, context, canvases };
}

const png = new File(["png"], "head.png", { type: "image/png" });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a design picture checked before the upload", () => {
  it("takes a header exactly 160 px high and at least 1000 px wide as it is", async () => {
    const drawing = stubDrawing(1200, 160);
    expect(await prepareDesignImage(png, "header")).toBe(png);
    expect(drawing.context.drawImage).not.toHaveBeenCalled();
    expect(drawing.bitmap.close).toHaveBeenCalled();
  });

  it("scales a taller header down to 160 px when it stays 1000 px wide, in its own format", async () => {
    const drawing = stubDrawing(2400, 320);
    const file = await prepareDesignImage(png, "header");
    expect(file.type).toBe("image/png");
    expect([drawing.canvases[0]?.width, drawing.canvases[0]?.height]).toEqual([1200, 160]);
    expect(drawing.context.drawImage).toHaveBeenCalledWith(drawing.bitmap, 0, 0, 1200, 160);
  });

  it("refuses a header too narrow or too low, with the picture's size", async () => {
    stubDrawing(1600, 320); // 800 px wide at 160 px high
    await expect(prepareDesignImage(png, "header")).rejects.toEqual(
      new DesignImageError("size", { width: 1600, height: 320 }),
    );
    stubDrawing(1400, 120);
    await expect(prepareDesignImage(png, "header")).rejects.toMatchObject({
      reason: "size",
      size: { width: 1400, height: 120 },
    });
  });

  it("takes a logo of any sane size; refuses other formats and files that are no picture", async () => {
    stubDrawing(300, 90);
    expect(await prepareDesignImage(png, "logo")).toBe(png);
    await expect(prepareDesignImage(new File(["<svg/>"], "l.svg", { type: "image/svg+xml" }), "logo")).rejects.toEqual(
      new DesignImageError("format"),
    );
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(async () => Promise.reject(new Error("InvalidStateError"))),
    );
    await expect(prepareDesignImage(png, "sidePanel")).rejects.toMatchObject({ reason: "decode" });
  });
});
