/* Test support of uploads (any module's): the presigned flow's answers and a storage that reports progress. */
import type { FileView } from "@intranet/contracts/files";
import { vi } from "vitest";
import type { FakeRoutes } from "./api";

/** The presigned upload's answers: the ticket (storage at https://storage.test/bucket) and the confirmed file. */
export function uploadRoutes(stored: FileView): FakeRoutes {
  return {
    "POST /api/upload": {
      body: {
        fileId: stored._id,
        url: "https://storage.test/bucket",
        fields: { key: stored.key },
        key: stored.key,
        maxBytes: 1,
        expiresAt: "2099-01-01T00:00:00.000Z",
      },
    },
    "POST /api/upload/confirm": { body: stored },
  };
}

/**
 * The storage POST with progress goes through XMLHttpRequest (jsdom's would reach the network):
 * this one reports half, then the whole file sent (answering `status`: 204, or a refusal such as
 * 403 when the ticket expired), and keeps each form posted.
 */
export function stubStorage(status = 204): FormData[] {
  const posted: FormData[] = [];
  class StorageRequest {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    status = 0;
    responseText = "";
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    send(form: FormData) {
      posted.push(form);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = status;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", StorageRequest);
  return posted;
}
