import type { FileView } from "@intranet/contracts/files";
import { limits } from "@intranet/contracts/limits";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UploadOptions } from "../../api/files";
import type { UploadItem } from "./UploadList";
import { useUploads } from "./useUploads";

/** Each upload waits until the test settles it; its progress is reported through `options`. */
interface Pending {
  file: File;
  module: string;
  options: UploadOptions;
  settle: (stored: FileView) => void;
  fail: (error: unknown) => void;
}
const pending: Pending[] = [];

// Only the network upload is replaced: the hook's steps are the real ones.
vi.mock("../../api/files", () => ({
  uploadFile: (file: File, module: string, options: UploadOptions) =>
    new Promise<FileView>((settle, fail) => pending.push({ file, module, options, settle, fail })),
}));

interface Kept extends UploadItem {
  fileId?: string;
}
const keep = (stored: FileView): Partial<Kept> => ({ fileId: stored._id });
const stored = (id: string) => ({ _id: id, name: `${id}.bin`, size: 1, contentType: "" }) as FileView;
const pdf = (name = "plan.pdf") => new File(["%PDF"], name, { type: "application/pdf" });
const png = (name = "photo.png") => new File(["png"], name, { type: "image/png" });

const created: string[] = [];
const revoked: string[] = [];

beforeEach(() => {
  pending.length = 0;
  created.length = 0;
  revoked.length = 0;
  // jsdom has no object URLs: these record what the hook makes and gives back.
  URL.createObjectURL = (file: Blob) => {
    const url = `blob:preview/${(file as File).name}`;
    created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});

afterEach(() => {
  vi.useRealTimers();
  // @ts-expect-error: back to jsdom's URL, which has none
  delete URL.createObjectURL;
  // @ts-expect-error: as above
  delete URL.revokeObjectURL;
});

const render = (initial: Kept[] = []) => renderHook(() => useUploads<Kept>({ module: "posts", keep, initial }));

describe("useUploads", () => {
  it("uploads to the module with progress, keeps what the module asks once done, then hides the bar", async () => {
    vi.useFakeTimers();
    const { result } = render();
    act(() => result.current.start([pdf()]));
    expect(pending.map(({ file, module, options }) => [file.name, module, options.no_show])).toEqual([
      ["plan.pdf", "posts", true],
    ]);
    expect(result.current.items).toMatchObject([
      {
        name: "plan.pdf",
        contentType: "application/pdf",
        size: 4,
        status: "uploading",
        progress: 0,
        showProgress: true,
      },
    ]);
    expect(result.current.uploading).toBe(true);

    act(() => pending[0]!.options.onProgress?.(0.5));
    expect(result.current.items[0]!.progress).toBe(0.5);

    await act(async () => pending[0]!.settle(stored("f1")));
    expect(result.current.items[0]).toMatchObject({ status: "done", progress: 1, showProgress: true, fileId: "f1" });
    expect(result.current.uploading).toBe(false);

    act(() => vi.advanceTimersByTime(limits.uploadProgressHideMs - 1));
    expect(result.current.items[0]!.showProgress).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.items[0]!.showProgress).toBe(false);
  });

  it("marks a failed upload with its error and no bar", async () => {
    const { result } = render();
    act(() => result.current.start([pdf()]));
    const refusal = new Error("quota");
    await act(async () => pending[0]!.fail(refusal));
    expect(result.current.items[0]).toMatchObject({ status: "failed", showProgress: false, error: refusal });
    expect(result.current.uploading).toBe(false);
  });

  it("counts the files started before the next render, after the items it began with", () => {
    const existing: Kept = {
      key: "f0",
      name: "old.pdf",
      contentType: "application/pdf",
      size: 1,
      progress: 1,
      status: "done",
      showProgress: false,
      fileId: "f0",
    };
    const { result } = render([existing]);
    act(() => {
      result.current.start([pdf("a.pdf")]);
      expect(result.current.held()).toBe(2);
      result.current.start([pdf("b.pdf")]);
    });
    expect(result.current.held()).toBe(3);
    expect(result.current.items.map((item) => item.name)).toEqual(["old.pdf", "a.pdf", "b.pdf"]);
  });

  it("removes one item, clears all, and gives back their pictures", () => {
    const { result } = render();
    act(() => result.current.start([png("one.png"), pdf(), png("two.png")]));
    expect(result.current.items.map((item) => item.preview)).toEqual([
      "blob:preview/one.png",
      undefined,
      "blob:preview/two.png",
    ]);

    act(() => result.current.remove(result.current.items[0]!.key));
    expect(result.current.items.map((item) => item.name)).toEqual(["plan.pdf", "two.png"]);
    expect(revoked).toEqual(["blob:preview/one.png"]);

    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
    expect(result.current.held()).toBe(0);
    expect(revoked).toEqual(["blob:preview/one.png", "blob:preview/two.png"]);
  });

  it("on unmount gives back the pictures and leaves no timer behind", async () => {
    vi.useFakeTimers();
    const { result, unmount } = render();
    act(() => result.current.start([png(), pdf()]));
    await act(async () => pending[0]!.settle(stored("f1")));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(revoked).toEqual(created);
    // An upload that finishes after the form closed starts no timer either.
    await act(async () => pending[1]!.settle(stored("f2")));
    expect(vi.getTimerCount()).toBe(0);
  });
});
