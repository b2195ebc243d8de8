import account from "./account.json";
import auth from "./auth.json";
import billing from "./billing.json";
import common from "./common.json";
import errors from "./errors.json";
import generator from "./generator.json";
import projectImport from "./project-import.json";
import rules from "./rules.json";
import tokens from "./tokens.json";

/** Every area of the de catalogue, merged into one namespace (loaded on demand).
 * Areas only some pages need are not here: those pages load them (`loadCatalogueArea`). */
export default {
  ...common,
  ...errors,
  ...auth,
  ...account,
  ...generator,
  ...projectImport,
  ...rules,
  ...tokens,
  ...billing,
};
