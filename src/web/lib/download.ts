/**
 * docs/product/rules.md "Downloads": the downloaded file is the title (or rule name) lowercased,
 * spaces as hyphens, `.md`.
 */
export function markdownFileName(name: string): string {
  return `${name.trim().toLowerCase().replace(/\s+/g, "-") || "rule"}.md`;
}

/** Saves `text` as a file of this media type through a temporary link. */
export function downloadFile(fileName: string, text: string, type: string) {
  saveBlob(fileName, new Blob([text], { type }));
}

/** Saves `blob` under `fileName` through a temporary link. */
export function saveBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
