import type { FileModule, FileView } from "@intranet/contracts/files";
import { limits } from "@intranet/contracts/limits";
import { useEffect, useRef, useState } from "react";
import { uploadFile } from "../../api/files";
import type { UploadItem } from "./UploadList";

interface UploadsOptions<T extends UploadItem> {
  /** The files module the uploads go to (`chat`, `posts`). */
  module: FileModule;
  /** What a finished upload keeps besides the shared row (the chat: its file view; the wall: the id). */
  keep: (stored: FileView, file: File) => Partial<T>;
  /** Items already attached (a post being edited), shown as done. */
  initial?: readonly T[];
}

let started = 0;

/** A local picture of a chosen image; jsdom and old browsers have no object URLs. */
const previewOf = (file: File) =>
  file.type.startsWith("image/") && typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : undefined;

/**
 * Files attached to something being written, each uploaded at once to `module` with its progress;
 * the bar stays limits.uploadProgressHideMs after the upload finished. The caller checks its own
 * rules (how many, how big) before `start`, counting with `held()`.
 */
export function useUploads<T extends UploadItem>({ module, keep, initial = [] }: UploadsOptions<T>) {
  const [items, setItems] = useState<T[]>(() => [...initial]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const previews = useRef(new Map<string, string>());
  const mounted = useRef(true);
  // Counts the files started since the last render too: two choices in one tick share the room.
  const count = useRef(items.length);
  count.current = items.length;

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    const urls = previews.current;
    return () => {
      mounted.current = false;
      pending.forEach(clearTimeout);
      pending.clear();
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);

  const change = (key: string, patch: Partial<T> | Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? ({ ...item, ...patch } as T) : item)));

  const hideProgressLater = (key: string) => {
    if (!mounted.current) return; // finished after the form closed: no timer left behind
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      change(key, { showProgress: false });
    }, limits.uploadProgressHideMs);
    timers.current.add(timer);
  };

  const upload = async (file: File, key: string) => {
    try {
      const stored = await uploadFile(file, module, {
        no_show: true, // the row shows why it failed: no error dialog
        onProgress: (progress) => change(key, { progress }),
      });
      change(key, { ...keep(stored, file), status: "done", progress: 1 } as Partial<T>);
      hideProgressLater(key);
    } catch (error) {
      change(key, { status: "failed", showProgress: false, error });
    }
  };

  const start = (files: readonly File[]) => {
    if (!files.length) return;
    const added = files.map((file) => {
      started += 1;
      const key = `upload-${started}`;
      const preview = previewOf(file);
      if (preview) previews.current.set(key, preview);
      const item: UploadItem = {
        key,
        name: file.name,
        contentType: file.type,
        size: file.size,
        progress: 0,
        status: "uploading",
        showProgress: true,
        preview,
      };
      return { file, item: item as T }; // T's own fields are optional: they come with `keep`
    });
    count.current += added.length;
    // The rows first, so a progress report that comes at once finds its row.
    setItems((list) => [...list, ...added.map(({ item }) => item)]);
    for (const { file, item } of added) void upload(file, item.key);
  };

  const forgetPreview = (key: string) => {
    const url = previews.current.get(key);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(key);
  };

  const remove = (key: string) => {
    forgetPreview(key);
    setItems((list) => list.filter((item) => item.key !== key));
  };

  const clear = () => {
    [...previews.current.keys()].forEach(forgetPreview);
    setItems([]);
  };

  return {
    items,
    /** How many items are held, with those started since the last render. */
    held: () => count.current,
    start,
    remove,
    clear,
    uploading: items.some((item) => item.status === "uploading"),
  };
}
