/** The knowledge base's door (issue 11): one tree of folders and articles per company, by grants. */
export { articlesEntities } from "./entities";
export { type ArticleEvent, type ArticleEventDetails, articleEventTypes } from "./events";
export { createArticle } from "./create";
export { setFavorite, listFavorites } from "./favorites";
export { addArticleFiles, removeArticleFiles } from "./files";
export { publishArticleImage } from "./image";
export { listArticles } from "./list";
export { orderArticle } from "./order";
export { articleBreadcrumbs, articleChildren, articleFullTree, getArticle } from "./read";
export { removeDeep } from "./remove";
export { getRevision, listRevisions, restoreRevision } from "./revisions";
export { setArticleRights } from "./rights";
export { saveNode as updateArticle } from "./save";
export { articlesSearchSource } from "./search-source";
export { createDefaultSections, setEmptyAsArticles } from "./settings";
export { handleArticleEvent } from "./subscriber";
export { articleTagTarget } from "./tagging";
export { viewArticle } from "./view-count";
