/**
 * The wizard lives in the landing's address (docs/product/generator.md "The wizard"); these are
 * its query parameters, read by the web app and by the server that sends its prerendered first
 * step (decision 142).
 */

/** The wizard's step (`/?step=3`, 1-based): each step is a history entry (decision 052). */
export const WIZARD_STEP_PARAM = "step";

/** In the landing URL while a result is shown in place (a preview): Back returns to the wizard. */
export const RESULT_PARAM = "result";

/**
 * Sent by the hero's form when "Try it now" is pressed before the page is live (`/?step=1&start=1`,
 * decision 108): start a fresh wizard, as the app's own start does.
 */
export const WIZARD_START_PARAM = "start";

/** The landing's "Import your project" (`/?step=1&start=1&import=1`): the wizard opens its import. */
export const WIZARD_IMPORT_PARAM = "import";
