/**
 * What other web modules may use from the knowledge base (its public entry; lint allows only
 * `index`, `shellPart` and `public` across module folders): the knowledge-base widget of the company
 * wall's "knowledgeBase" slot (loaded by the wall with this file as its chunk: no tree, editor or dnd-kit in it),
 * and `ArticlePicker`, which chooses an article by its title (a service described by an article).
 */
import "./widget/articlesWidget.css";

export { KnowledgeBaseWidget } from "./widget/KnowledgeBaseWidget";
export { ArticlePicker, type ArticlePickerLabels } from "./picker/ArticlePicker";
