import type { ExternalToast } from "sonner";

/**
 * Toasts without sonner on the critical path: sonner loads after first paint with the
 * <ToasterHost/>, and a toast raised earlier waits until the host is mounted.
 */
let markHostReady: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  markHostReady = resolve;
});

export function onToasterHostMounted() {
  markHostReady();
}

type Kind = "success" | "error" | "info" | "warning" | "message";

function show(kind: Kind, title: string, options?: ExternalToast) {
  void hostReady
    .then(() => import("sonner"))
    .then(({ toast }) =>
      kind === "message" ? toast(title, options) : toast[kind](title, options),
    );
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
  info: (title: string, options?: ExternalToast) => show("info", title, options),
  warning: (title: string, options?: ExternalToast) => show("warning", title, options),
  message: (title: string, options?: ExternalToast) => show("message", title, options),
};
