import { Navigate, useLocation, useParams } from "react-router";
import { BillingPage } from "@/features/billing/components/billing-page";
import { PurchaseCanceledPage } from "@/features/billing/components/purchase-canceled-page";
import { PurchaseSuccessPage } from "@/features/billing/components/purchase-success-page";
import { PurchaseTokensPage } from "@/features/billing/components/purchase-tokens-page";
import { ReceiptPage } from "@/features/billing/components/receipt-page";
import { TestCheckoutPage } from "@/features/billing/components/test-checkout-page";
import { TestPortalPage } from "@/features/billing/components/test-portal-page";
import { WithdrawalPage } from "@/features/billing/components/withdrawal-page";

/** An old payment-return path: the same page under /user, keeping the provider's query. */
function keepQueryRedirect(to: string) {
  return function KeepQueryRedirect() {
    const { search } = useLocation();
    return <Navigate to={`${to}${search}`} replace />;
  };
}

/**
 * Every billing page in one lazy module: one dynamic import in the entry chunk instead of eight
 * keeps the landing's JS budget (decision 003).
 */
export const billingPages = {
  purchaseTokens: PurchaseTokensPage,
  purchaseSuccess: PurchaseSuccessPage,
  purchaseCanceled: PurchaseCanceledPage,
  billing: BillingPage,
  testPortal: TestPortalPage,
  testCheckout: function TestCheckout() {
    const { sessionId = "" } = useParams();
    return <TestCheckoutPage sessionId={sessionId} />;
  },
  receipt: function Receipt() {
    const { orderId = "" } = useParams();
    return <ReceiptPage key={orderId} orderId={orderId} />;
  },
  withdrawal: WithdrawalPage,
  legacyPurchaseSuccess: keepQueryRedirect("/user/purchase-success"),
  legacyPurchaseCanceled: keepQueryRedirect("/user/purchase-canceled"),
};
export type BillingPages = typeof billingPages;
