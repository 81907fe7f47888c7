/**
 * The rich-text door: the server's HTML sanitiser, with the wall's profile (`cleanHtml`) and the
 * documents' (`cleanDocument`: articles, vacancies). It loads sanitize-html and its parser
 * (~300 KB): import it with `await import("../richText")` where text is cleaned, never statically
 * from a module's door, so Lambdas that only read pay nothing for it.
 */
export { type CleanHtml, cleanHtml } from "./clean-html";
export { type CleanDocument, type DocumentHeading, type DocumentOptions, cleanDocument } from "./clean-document";
export { plainText, summaryText } from "./plain-text";
