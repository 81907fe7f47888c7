import type { ArticleTreeView } from "@intranet/contracts/articles";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { onShowError, type ShownError } from "../../../api/errorEvents";
import { queryClient } from "../../../shell/queryClient";
import { apiError, fakeApi, type FakeRoutes } from "../../../test/api";
import { articlesKeys } from "../api";
import { articleView, node, treeView } from "../testing";
import type { DropAction } from "./drop";
import { buildTree, childrenOf } from "./model";
import { useTreeDrop } from "./useTreeDrop";

const start = treeView([
  node({ id: "hr", title: "HR", order: "a0" }),
  node({ id: "it", title: "IT", order: "a1" }),
  node({ id: "vac", kind: "article", title: "Vacation", parentId: "hr", order: "a0" }),
  node({ id: "vpn", kind: "article", title: "VPN", parentId: "it", order: "a0" }),
]);
const key = articlesKeys.tree("c1");
const titlesIn = (folder: string) =>
  childrenOf(buildTree(queryClient.getQueryData<ArticleTreeView>(key)!.items), folder).map((item) => item.title);

function Harness({ action }: { action: DropAction }) {
  const drop = useTreeDrop("c1", buildTree(start.items));
  return (
    <button type="button" onClick={() => drop.mutate(action)}>
      Drop
    </button>
  );
}

async function dropped(action: DropAction, routes: FakeRoutes) {
  const api = fakeApi(routes);
  queryClient.setQueryData(key, start);
  const shown: ShownError[] = [];
  const stop = onShowError((error) => shown.push(error));
  render(
    <QueryClientProvider client={queryClient}>
      <Harness action={action} />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Drop" }));
  return { api, shown, stop };
}

describe("a drop in the sidebar tree", () => {
  it("before / after a node asks PUT order with the place, and the tree shows it at once", async () => {
    const { api, stop } = await dropped(
      { kind: "order", from: "vpn", to: "vac", place: "after" },
      { "PUT /api/article/c1/order/vpn/vac": { body: node({ id: "vpn", parentId: "hr", order: "a1" }) } },
    );
    expect(titlesIn("hr")).toEqual(["Vacation", "VPN"]);
    await waitFor(() => expect(api.calls).toContain("PUT /api/article/c1/order/vpn/vac"));
    expect(api.bodyOf("PUT /api/article/c1/order/vpn/vac")).toEqual({ place: "after" });
    stop();
  });

  it("onto a folder moves the node into it (PUT article with parentId)", async () => {
    const { api, stop } = await dropped(
      { kind: "move", id: "vpn", parentId: "hr" },
      { "PUT /api/article/vpn": { body: articleView({ id: "vpn", parentId: "hr" }) } },
    );
    await waitFor(() => expect(api.calls).toContain("PUT /api/article/vpn"));
    expect(api.bodyOf("PUT /api/article/vpn")).toEqual({ parentId: "hr" });
    stop();
  });

  it("a refusal puts the tree back and shows the server's error", async () => {
    const { shown, stop } = await dropped(
      { kind: "order", from: "vpn", to: "vac", place: "before" },
      { "PUT /api/article/c1/order/vpn/vac": apiError(403, "articles.forbidden") },
    );
    await waitFor(() => expect(shown.map((item) => item.error.code)).toEqual(["articles.forbidden"]));
    expect(titlesIn("hr")).toEqual(["Vacation"]);
    expect(titlesIn("it")).toEqual(["VPN"]);
    stop();
  });
});
