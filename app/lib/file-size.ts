const UNITS = ["bytes", "KB", "MB", "GB", "TB"] as const;

/** "512 bytes", "3.4 MB", "12 GB": a size as a person reads it (1 KB = 1,024 bytes, as file managers count). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes.toLocaleString("en")} ${bytes === 1 ? "byte" : "bytes"}`;
  return `${value < 10 ? Math.round(value * 10) / 10 : Math.round(value)} ${UNITS[unit]}`;
}
