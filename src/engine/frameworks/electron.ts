import type { FrameworkKnowledge } from "../types";

export const electron: FrameworkKnowledge = {
  name: "Electron",
  id: "electron",
  aliases: ["electronjs"],
  globs: ["electron/**", "src/main/**", "src/preload/**"],
  platform: "desktop",
  toolchain: "node",
  commands: { dev: "{run:start}" },
  rules: {
    en: [
      "Keep `contextIsolation: true`, `nodeIntegration: false` and `sandbox: true` for every `BrowserWindow`; never switch them off to make something work.",
      "Expose a minimal, typed API from the preload script with `contextBridge.exposeInMainWorld`; never expose `ipcRenderer` or Node modules wholesale.",
      "Use `ipcRenderer.invoke` with `ipcMain.handle` for requests, and validate every argument and the sender frame in the main process.",
      "Set a strict Content Security Policy and never load remote content into a window that has a privileged preload script.",
      "Block unexpected navigation and new windows (`will-navigate`, `setWindowOpenHandler`) and open external links with `shell.openExternal` only after validating the URL.",
      "Keep file-system, native and network access in the main process or a utility process, never in the renderer.",
      "Never block the main process with synchronous I/O or `ipcRenderer.sendSync`; it freezes every window.",
    ],
    de: [
      "Behalte `contextIsolation: true`, `nodeIntegration: false` und `sandbox: true` für jedes `BrowserWindow` bei; schalte sie nie ab, nur damit etwas funktioniert.",
      "Stelle im Preload-Skript mit `contextBridge.exposeInMainWorld` eine minimale, typisierte API bereit; gib nie `ipcRenderer` oder Node-Module pauschal frei.",
      "Nutze `ipcRenderer.invoke` mit `ipcMain.handle` für Anfragen und validiere im Main-Prozess jedes Argument und den aufrufenden Frame.",
      "Setze eine strikte Content Security Policy und lade nie entfernte Inhalte in ein Fenster mit privilegiertem Preload-Skript.",
      "Blockiere unerwartete Navigation und neue Fenster (`will-navigate`, `setWindowOpenHandler`) und öffne externe Links mit `shell.openExternal` erst nach Prüfung der URL.",
      "Halte Dateisystem-, Native- und Netzwerkzugriffe im Main-Prozess oder einem Utility-Prozess, nie im Renderer.",
      "Blockiere den Main-Prozess nie mit synchroner I/O oder `ipcRenderer.sendSync`; das friert alle Fenster ein.",
    ],
  },
  testing: {
    en: "Electron: unit-test main-process logic in Node and drive the packaged app end-to-end with Playwright's Electron support.",
    de: "Electron: Teste die Logik des Main-Prozesses mit Unit-Tests in Node und steuere die paketierte App End-to-End mit der Electron-Unterstützung von Playwright.",
  },
};
