import { afterEach, describe, expect, it, vi } from "vitest";
import { ImageCheckError, prepareProfileImage } from "./prepareImage";

/** jsdom draws nothing: a decoded picture of this size, and a canvas that records what is drawn. */
function stubDrawing(width: number, height: number) {
  const bitmap = { width, height, close: vi.fn() };
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async () => bitmap),
  );
  const context = { fillStyle: "", imageSmoothingQuality: "", fillRect: vi.fn(), drawImage: vi.fn() };
  const canvases: HTMLCanvasElement[] = [];
  const toBlob = vi.fn(function (this: HTMLCanvasElement, done: BlobCallback, type?: string) {
    canvases.push(this);
    done(new Blob(["jpeg"], { type }));
  });
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as RenderingContext);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(toBlob);
  return { bitmap, context, canvases, toBlob };
}

const chosen = new File(["png"], "photo.png", { type: "image/png" });

afterEach(() => vi.unstubAllGlobals());

describe("a chosen picture drawn for the profile", () => {
  it("makes the avatar a 512 × 512 JPEG of the picture's middle square, on white", async () => {
    const drawing = stubDrawing(1200, 800);
    const file = await prepareProfileImage(chosen, "avatar");
    expect(file.type).toBe("image/jpeg");
    expect(file.name).toBe("avatar.jpg");
    expect(drawing.canvases[0]?.width).toBe(512);
    expect(drawing.canvases[0]?.height).toBe(512);
    expect(drawing.context.fillStyle).toBe("#fff");
    expect(drawing.context.drawImage).toHaveBeenCalledWith(drawing.bitmap, 200, 0, 800, 800, 0, 0, 512, 512);
    expect(drawing.toBlob).toHaveBeenCalledWith(expect.any(Function), "image/jpeg", 0.85);
    expect(drawing.bitmap.close).toHaveBeenCalled();
  });

  it("makes the cover a JPEG exactly 3420 px wide, its proportions kept", async () => {
    const drawing = stubDrawing(1710, 400);
    const file = await prepareProfileImage(chosen, "cover");
    expect(file.name).toBe("cover.jpg");
    expect([drawing.canvases[0]?.width, drawing.canvases[0]?.height]).toEqual([3420, 800]);
    expect(drawing.context.drawImage).toHaveBeenCalledWith(drawing.bitmap, 0, 0, 1710, 400, 0, 0, 3420, 800);
  });

  it("refuses a cover that would be under 250 px high, drawing nothing", async () => {
    const drawing = stubDrawing(2000, 100);
    await expect(prepareProfileImage(chosen, "cover")).rejects.toEqual(new ImageCheckError("size"));
    expect(drawing.context.drawImage).not.toHaveBeenCalled();
    expect(drawing.bitmap.close).toHaveBeenCalled();
  });

  it("refuses a file the browser cannot open as a picture", async () => {
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(async () => Promise.reject(new Error("InvalidStateError"))),
    );
    await expect(prepareProfileImage(chosen, "avatar")).rejects.toMatchObject({ reason: "decode" });
  });
});
