/** Texts of the help centre's screens and its header button (English; ru and ua must have exactly these keys). */
export const help = {
  title: "Help centre",
  subtitle: "How the portal works: guides for employees and for administrators.",
  header: {
    button: "Help",
    centre: "Help centre",
    about: "About the portal",
  },
  search: {
    label: "Search the help",
    placeholder: "e.g. vacation, password",
    clear: "Clear the search",
  },
  groups: {
    everyone: "For everyone",
    admins: "For administrators",
  },
  results: {
    found_one: "{{count}} article found for “{{query}}”",
    found_few: "{{count}} articles found for “{{query}}”",
    found_many: "{{count}} articles found for “{{query}}”",
    found_other: "{{count}} articles found for “{{query}}”",
    none: "Nothing found for “{{query}}”",
    noneHint: "Try another word, or a shorter one: the help searches the articles' titles and text.",
    showAll: "Show all articles",
  },
  article: {
    back: "All articles",
    crumbs: "Where it is",
    open: "Open: {{name}}",
    forAdmins: "For administrators",
    notFound: "There is no such article",
    notFoundText: "It may have moved. Choose an article from the help centre.",
    adminsOnly: "This article is for the company's administrators",
    adminsOnlyText: "Ask an administrator of your company if you need something they set up.",
    inGroup: "More in this group",
  },
  loading: "Loading the help…",
  loadFailed: "The help could not be loaded",
  retry: "Try again",
  more: "Did not find the answer? Ask your company's administrator.",
};
