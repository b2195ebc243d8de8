/** The attribute of a prerendered page's start script that names the app's entry (decision 108). */
export const APP_ENTRY_ATTRIBUTE = "data-app-entry";

/** Dispatched on `document` once the app has taken over a page (hydrated or rendered anew). */
export const PAGE_HYDRATED_EVENT = "rulesmith:hydrated";
