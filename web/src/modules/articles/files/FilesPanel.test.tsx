import type { ArticleFileView } from "@intranet/contracts/articles";
import type { FileView } from "@intranet/contracts/files";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, type FakeAnswer } from "../../../test/api";
import { stubStorage, uploadRoutes } from "../../../test/uploads";
import { articleView, attachedFile, openArticles } from "../testing";

/** What storage keeps of an uploaded file: its id is `file-<name>`. */
const storedFile = (name: string): FileView => ({
  _id: `file-${name}`,
  name,
  contentType: "application/pdf",
  size: 2048,
  module: "articles",
  key: `c1/articles/file-${name}/${name}`,
  owner: { type: "article", id: "a1" },
  uploadedBy: "u1",
  createdAt: "2026-11-10T10:00:00.000Z",
});

/** The presigned flow for every file, except `refused`, which the API turns down (storage full). */
function uploadsRefusing(refused: string) {
  return {
    "POST /api/upload": ({ body }: { body: unknown }) => {
      const { name } = body as { name: string };
      if (name === refused) return apiError(413, "files.storage_limit", "x", { size: "1 GB", available: "0 B" });
      return uploadRoutes(storedFile(name))["POST /api/upload"] as FakeAnswer;
    },
    "POST /api/upload/confirm": ({ body }: { body: unknown }) => ({
      body: storedFile((body as { fileId: string }).fileId.replace("file-", "")),
    }),
  };
}

const pdf = (name: string) => new File(["%PDF"], name, { type: "application/pdf" });

function openArticle(routes = {}, files: ArticleFileView[] = []) {
  return openArticles("/article/a1", {
    "GET /api/article/a1": { body: articleView({ files }) },
    "PUT /api/article/a1/view/u1": { body: { views: 13 } },
    ...routes,
  });
}

describe("an article's files", () => {
  it("leaves out a file the API refuses (its dialog says why), attaches the others in one call and drops the rows", async () => {
    const posted = stubStorage();
    const { api } = openArticle({
      ...uploadsRefusing("huge.zip"),
      "PUT /api/article/a1/add_files": ({ body }: { body: unknown }) => ({
        body: (body as { fileIds: string[] }).fileIds.map(attachedFile),
      }),
    });
    await userEvent.upload(await screen.findByLabelText("Upload files"), [pdf("rules.pdf"), pdf("huge.zip")]);

    const files = screen.getByRole("region", { name: "Files" });
    expect(await within(files).findByRole("button", { name: "Download rules.pdf" })).toBeTruthy();
    expect(api.bodyOf("PUT /api/article/a1/add_files")).toEqual({ fileIds: ["file-rules.pdf"] });
    expect(posted).toHaveLength(1);
    expect(await screen.findByText(/Storage limit reached \(1 GB\), available 0 B/)).toBeTruthy();
    expect(within(files).queryByText(/^Uploading/)).toBeNull();
  });

  it("attaches nothing when every upload fails", async () => {
    stubStorage();
    const { api } = openArticle(uploadsRefusing("huge.zip"));
    await userEvent.upload(await screen.findByLabelText("Upload files"), [pdf("huge.zip")]);

    expect(await screen.findByText(/Storage limit reached/)).toBeTruthy();
    const files = screen.getByRole("region", { name: "Files" });
    await waitFor(() => expect(within(files).queryByText(/^Uploading/)).toBeNull());
    expect(api.calls).not.toContain("PUT /api/article/a1/add_files");
    expect(within(files).getByText("No files")).toBeTruthy();
  });

  it("says so when storage refuses a file after the API gave its ticket, and attaches nothing", async () => {
    stubStorage(403);
    const { api } = openArticle(uploadsRefusing("none"));
    await userEvent.upload(await screen.findByLabelText("Upload files"), [pdf("rules.pdf")]);

    expect(await screen.findByRole("dialog")).toBeTruthy();
    const files = screen.getByRole("region", { name: "Files" });
    await waitFor(() => expect(within(files).queryByText(/^Uploading/)).toBeNull());
    expect(api.calls).not.toContain("PUT /api/article/a1/add_files");
  });

  it("deletes a file after asking, and shows the list the server answers", async () => {
    const { api } = openArticle({ "PUT /api/article/a1/del_file/file-rules.pdf": { body: [] } }, [
      attachedFile("file-rules.pdf"),
    ]);
    await userEvent.click(await screen.findByRole("button", { name: "Delete rules.pdf" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain("Delete the file “rules.pdf”?");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));

    const files = screen.getByRole("region", { name: "Files" });
    expect(await within(files).findByText("No files")).toBeTruthy();
    expect(api.calls).toContain("PUT /api/article/a1/del_file/file-rules.pdf");
    expect(await screen.findByText("The file is deleted")).toBeTruthy();
  });
});
