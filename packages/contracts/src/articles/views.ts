import type { Grant } from "../audiences/schemas";
import type { ArticleKind } from "./schemas";

/** A node of the tree: light enough that a company's whole tree is one answer (the sidebar). */
export interface ArticleNodeView {
  id: string;
  kind: ArticleKind;
  /** null: a top folder (a section). */
  parentId: string | null;
  title: string;
  /** Sorts siblings (fractional index: compare as strings). */
  order: string;
  tagIds: string[];
  filesCount: number;
  /** It has grants of its own (the sidebar shows a lock). */
  restricted: boolean;
  /** The caller may edit it, add under it (a folder), move or delete it. */
  canWrite: boolean;
  authorId: string;
  updatedAt: string;
  /** With `full`: the start of its text. */
  excerpt?: string;
  /** Its cover picture (the company's public media): the article's band, a thumbnail on cards and the widget. */
  cover?: string;
}

export interface ArticleTreeView {
  items: ArticleNodeView[];
  /** The caller may add a top folder (admins). */
  canCreateSection: boolean;
  /** The company shows folders with nothing in them as articles. */
  emptyAsArticles: boolean;
}

export interface ArticleCrumb {
  id: string;
  title: string;
  kind: ArticleKind;
}

export interface ArticleHeading {
  level: number;
  /** The heading's `id` in the content: the table of contents links to `#id`. */
  id: string;
  text: string;
}

export interface ArticleFileView {
  id: string;
  name: string;
  contentType: string;
  size: number;
  /** Images: shown as thumbnails. */
  isImage: boolean;
  addedAt: string;
  addedBy: string;
}

/** One article or folder, opened. */
export interface ArticleView extends ArticleNodeView {
  content: string;
  /** The table of contents (headings h1–h4 of the content, in order). */
  headings: ArticleHeading[];
  url?: string;
  createdAt: string;
  updatedBy: string;
  /** The current revision's number (send it back as `baseRevision`). */
  revision: number;
  files: ArticleFileView[];
  views: number;
  favorite: boolean;
  breadcrumbs: ArticleCrumb[];
  /** Its own grants: present only for whom may change them (writers and admins). */
  grants?: Grant[];
  /** The grants it follows when it has none of its own (its folder's), for the rights dialog. */
  inheritedGrants?: Grant[];
  /** The caller may attach files (the `kb_files` right and write access). */
  canAttach: boolean;
}

export interface ArticleRevisionSummary {
  rev: number;
  title: string;
  authorId: string;
  at: string;
  /** Characters of text, to show how much changed. */
  length: number;
}

export interface ArticleRevisionView extends ArticleRevisionSummary {
  content: string;
}

export interface ArticleViewsView {
  views: number;
}

export interface ArticleImageView {
  url: string;
}
