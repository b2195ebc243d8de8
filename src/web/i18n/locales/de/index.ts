import account from "./account.json";
import adminBilling from "./admin-billing.json";
import auth from "./auth.json";
import billing from "./billing.json";
import common from "./common.json";
import errors from "./errors.json";
import generator from "./generator.json";
import rules from "./rules.json";

/** Every area of the de catalogue, merged into one namespace (loaded on demand). */
export default {
  ...common,
  ...errors,
  ...auth,
  ...account,
  ...generator,
  ...rules,
  ...billing,
  ...adminBilling,
};
