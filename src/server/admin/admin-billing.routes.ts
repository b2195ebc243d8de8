import { Hono } from "hono";
import {
  addTokensRequestSchema,
  addTokensResponseSchema,
  adminCustomersQuerySchema,
  adminCustomersResponseSchema,
  adminDiscountParamSchema,
  adminDiscountResponseSchema,
  adminDiscountsQuerySchema,
  adminDiscountsResponseSchema,
  adminOkResponseSchema,
  adminPriceParamSchema,
  adminPriceResponseSchema,
  adminPricesResponseSchema,
  adminProductParamSchema,
  adminProductResponseSchema,
  adminProductsQuerySchema,
  adminProductsResponseSchema,
  adminSubscriptionsResponseSchema,
  adminUserParamSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  auditQuerySchema,
  auditResponseSchema,
  changePriceAmountRequestSchema,
  createDiscountRequestSchema,
  createPriceRequestSchema,
  productRequestSchema,
  resyncResponseSchema,
  updateDiscountRequestSchema,
  updatePriceRequestSchema,
} from "#contract/admin-billing";
import { requireAdmin } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { reply } from "../lib/reply";
import { validate } from "../lib/validate";
import { listAudit } from "./audit.service";
import type { AdminContext } from "./admin-context";
import {
  changePriceAmount,
  createPrice,
  createProduct,
  deletePrice,
  makeDefaultPrice,
  deleteProduct,
  listAdminPrices,
  listAdminProducts,
  resyncCatalog,
  updatePrice,
  updateProduct,
} from "./catalog-admin.service";
import { listCustomers, listSubscriptions } from "./customers.service";
import { createDiscount, listDiscounts, updateDiscount } from "./discounts.service";
import { addTokens, searchUsers } from "./token-admin.service";

type Ctx = { var: AppEnv["Variables"] & { user: { id: string; email: string } } };

/** What every admin service needs: the database, the provider and who is acting. */
function adminContext(c: Ctx): AdminContext {
  const { db, payments, logger } = c.var.deps;
  return { db, payments, logger, actor: { id: c.var.user.id, email: c.var.user.email } };
}

/** `/api/admin/billing/*` (docs/product/admin.md): every route requires the admin flag. */
export const adminBillingRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/products", validate("query", adminProductsQuerySchema), async (c) => {
    const { active } = c.req.valid("query");
    const products = await listAdminProducts(adminContext(c), { activeOnly: active === "true" });
    return reply(c, adminProductsResponseSchema, { products });
  })
  .post("/products", validate("json", productRequestSchema), async (c) => {
    const product = await createProduct(adminContext(c), c.req.valid("json"));
    return reply(c, adminProductResponseSchema, { product }, 201);
  })
  .patch(
    "/products/:id",
    validate("param", adminProductParamSchema),
    validate("json", productRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const product = await updateProduct(adminContext(c), id, c.req.valid("json"));
      return reply(c, adminProductResponseSchema, { product });
    },
  )
  .delete("/products/:id", validate("param", adminProductParamSchema), async (c) => {
    await deleteProduct(adminContext(c), c.req.valid("param").id);
    return reply(c, adminOkResponseSchema, { success: true });
  })
  .get("/prices", async (c) =>
    reply(c, adminPricesResponseSchema, { prices: await listAdminPrices(adminContext(c)) }),
  )
  .post("/prices", validate("json", createPriceRequestSchema), async (c) => {
    const price = await createPrice(adminContext(c), c.req.valid("json"));
    return reply(c, adminPriceResponseSchema, { price }, 201);
  })
  .patch(
    "/prices/:id",
    validate("param", adminPriceParamSchema),
    validate("json", updatePriceRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const price = await updatePrice(adminContext(c), id, c.req.valid("json"));
      return reply(c, adminPriceResponseSchema, { price });
    },
  )
  .post(
    "/prices/:id/amount",
    validate("param", adminPriceParamSchema),
    validate("json", changePriceAmountRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const price = await changePriceAmount(adminContext(c), id, c.req.valid("json"));
      return reply(c, adminPriceResponseSchema, { price }, 201);
    },
  )
  .post("/prices/:id/default", validate("param", adminPriceParamSchema), async (c) => {
    const price = await makeDefaultPrice(adminContext(c), c.req.valid("param").id);
    return reply(c, adminPriceResponseSchema, { price });
  })
  .delete("/prices/:id", validate("param", adminPriceParamSchema), async (c) => {
    await deletePrice(adminContext(c), c.req.valid("param").id);
    return reply(c, adminOkResponseSchema, { success: true });
  })
  .get("/discounts", validate("query", adminDiscountsQuerySchema), async (c) => {
    const { active } = c.req.valid("query");
    const discounts = await listDiscounts(adminContext(c), { activeOnly: active === "true" });
    return reply(c, adminDiscountsResponseSchema, { discounts });
  })
  .post("/discounts", validate("json", createDiscountRequestSchema), async (c) => {
    const discount = await createDiscount(adminContext(c), c.req.valid("json"));
    return reply(c, adminDiscountResponseSchema, { discount }, 201);
  })
  .patch(
    "/discounts/:id",
    validate("param", adminDiscountParamSchema),
    validate("json", updateDiscountRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const discount = await updateDiscount(adminContext(c), id, c.req.valid("json"));
      return reply(c, adminDiscountResponseSchema, { discount });
    },
  )
  .get("/subscriptions", async (c) =>
    reply(c, adminSubscriptionsResponseSchema, {
      subscriptions: await listSubscriptions(adminContext(c)),
    }),
  )
  .get("/customers", validate("query", adminCustomersQuerySchema), async (c) =>
    reply(
      c,
      adminCustomersResponseSchema,
      await listCustomers(adminContext(c), c.req.valid("query").cursor),
    ),
  )
  .get("/users", validate("query", adminUsersQuerySchema), async (c) => {
    const { search, cursor } = c.req.valid("query");
    return reply(c, adminUsersResponseSchema, await searchUsers(adminContext(c), search, cursor));
  })
  .post(
    "/users/:id/tokens",
    validate("param", adminUserParamSchema),
    validate("json", addTokensRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const result = await addTokens(adminContext(c), id, c.req.valid("json").amount);
      return reply(c, addTokensResponseSchema, result);
    },
  )
  .get("/audit", validate("query", auditQuerySchema), async (c) =>
    reply(c, auditResponseSchema, await listAudit(adminContext(c), c.req.valid("query").cursor)),
  )
  .post("/resync", async (c) =>
    reply(c, resyncResponseSchema, await resyncCatalog(adminContext(c))),
  );
