import { useParams } from "react-router";
import { ReceiptPage } from "@/features/billing/components/receipt-page";

export function Component() {
  const { orderId = "" } = useParams();
  return <ReceiptPage key={orderId} orderId={orderId} />;
}
