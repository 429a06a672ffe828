/** Files in and out of the browser: a download link for exports, and reading a picked file. */
import type { ExportFile } from '../../persistence/transfer-schema';

export function fileName(prefix: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
  return `death-angel-${prefix}-${stamp}.json`;
}

/** Starts a download of `file`; the text is also returned for a copy by hand if downloads are blocked. */
export function download(file: ExportFile, name: string): string {
  const text = JSON.stringify(file, null, 1);
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return text;
}
