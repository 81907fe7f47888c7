/** The knowledge base's paths (product-spec §2): the top, a folder, an article; editing and creating keep the spec's patterns. */
export const articlesPath = "/articles";
export const folderPath = (id: string) => `${articlesPath}/${encodeURIComponent(id)}`;
export const articlePath = (id: string) => `/article/${encodeURIComponent(id)}`;
export const editArticlePath = (id: string) => `${articlePath(id)}?edit=1`;
/** A new article in a folder: its editor, at the folder's address. */
export const newArticlePath = (folderId: string) => `${folderPath(folderId)}?new=article`;
/** A tag's page: the articles carrying it, from every folder the reader may open. */
export const tagPath = (tagId: string) => `${articlesPath}/tag/${encodeURIComponent(tagId)}`;
/** A node's own page: a folder's list or an article. */
export const nodePath = (node: { id: string; kind: "folder" | "article" }) =>
  node.kind === "folder" ? folderPath(node.id) : articlePath(node.id);
