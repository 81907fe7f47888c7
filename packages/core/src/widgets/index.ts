/** The widgets module's door: what other modules and packages may use. */
export { birthdays } from "./birthdays";
export { widgetsEntities } from "./entities";
export { addLink, deleteLink, getLinksBlock, listLinksBlocks, toggleLinksBlock, updateLink } from "./links";
export { allThanks } from "./thanks";
