import { useEffect } from "react";
import { Toaster } from "sonner";
import { onToasterHostMounted } from "@/lib/toast";

/** Up to 3 visible toasts, 4 s each (docs/product/site.md). Loaded lazily by the app providers. */
export default function ToasterHost() {
  useEffect(onToasterHostMounted, []);
  return <Toaster visibleToasts={3} duration={4000} richColors closeButton position="top-right" />;
}
