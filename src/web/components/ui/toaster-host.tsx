import { useEffect } from "react";
import { Toaster } from "sonner";
import { onToasterHostMounted } from "@/lib/toast";

/**
 * Up to 3 visible toasts, 4 s each (docs/product/site.md). Loaded lazily by the app providers.
 * They start below the header (h-14) and sit under its menus (z-50), so a toast never covers the
 * header or an open menu.
 */
const TOASTER_Z_INDEX = 40;
const BELOW_HEADER = { top: 64, right: 16 };
const BELOW_HEADER_MOBILE = { top: 64, right: 8, left: 8 };

export default function ToasterHost() {
  useEffect(onToasterHostMounted, []);
  return (
    <Toaster
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton
      position="top-right"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_MOBILE}
      style={{ zIndex: TOASTER_Z_INDEX }}
    />
  );
}
