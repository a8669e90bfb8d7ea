import type { CliIo } from './io.js';

/** Seconds as `42s`, `3m07s` or `2h05m`. */
function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/** A one-line progress bar with the rate so far and the time left at that rate. */
function progressBar(done: number, total: number, elapsedMs: number, unit = 'games'): string {
  const width = 30;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${unit}`;
  if (elapsedMs <= 0 || done === 0) return line;
  const rate = done / (elapsedMs / 1000);
  const eta = done < total ? `, ETA ${duration((total - done) / rate)}` : '';
  return `${line}, ${rate >= 100 ? Math.round(rate) : rate.toFixed(1)} ${unit}/s${eta}`;
}

/** A progress callback that redraws the bar on a TTY at most every 100 ms, and at the end. */
export function progressReporter(io: CliIo): (done: number, total: number) => void {
  const start = io.now();
  let lastDraw = -Infinity;
  return (done, total) => {
    if (io.showProgress && (io.now() - lastDraw > 100 || done === total)) {
      lastDraw = io.now();
      io.progress(progressBar(done, total, io.now() - start));
    }
  };
}
