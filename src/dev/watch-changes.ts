/** Watches paths and hands on the files changed in a burst (an editor's save, a branch switch) at once. */
import { watch } from 'chokidar';

const DEBOUNCE_MS = 30;

export interface ChangeWatcher {
  /** Resolves once the watcher has scanned its paths: an edit from then on is seen. */
  ready: Promise<void>;
  /** Adds paths (a config edit may name other folders). */
  add(paths: string[]): void;
  /** Resolves after the handling of the latest burst of changes. */
  pending(): Promise<void>;
  close(): Promise<void>;
}

export interface WatchChangesOptions {
  paths: string[];
  ignored: (file: string) => boolean;
  /** Every file changed in the burst, the last one last. */
  onChanges: (files: string[]) => Promise<void>;
}

export function watchChanges({ paths, ignored, onChanges }: WatchChangesOptions): ChangeWatcher {
  const watcher = watch(paths, { ignoreInitial: true, ignored });
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  let timer: NodeJS.Timeout | undefined;
  let pending: Promise<void> = Promise.resolve();
  let changed: string[] = [];
  watcher.on('all', (_event, file) => {
    clearTimeout(timer);
    changed.push(file);
    pending = new Promise((resolve) => {
      timer = setTimeout(() => {
        const files = changed;
        changed = [];
        void onChanges(files).then(resolve);
      }, DEBOUNCE_MS);
    });
  });
  return {
    ready,
    add: (more) => void watcher.add(more),
    pending: () => pending,
    async close() {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
