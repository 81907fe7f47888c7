/**
 * What other web modules may use from the knowledge base (its public entry; lint allows only
 * `index`, `shellPart` and `public` across module folders): the knowledge-base widget of the company
 * wall's "knowledgeBase" slot (loaded by the wall with this file as its chunk: no tree, editor or dnd-kit in it).
 */
import "./widget/articlesWidget.css";

export { KnowledgeBaseWidget } from "./widget/KnowledgeBaseWidget";
