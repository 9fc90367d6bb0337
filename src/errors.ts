/**
 * A mistake in the user's input (config, messages, content, pages): the CLI prints the message
 * and the hint, without a stack trace, and exits non-zero. Anything else is our own bug.
 */
export interface ProblemLocation {
  file?: string;
  key?: string;
  route?: string;
  locale?: string;
}

export interface Problem extends ProblemLocation {
  message: string;
}

/**
 * Marks sitegen errors across module copies: the site's server bundle has its own copy of this
 * class, so `instanceof` would miss errors thrown while rendering.
 */
const BRAND = Symbol.for('sitegen.error');

export function isSitegenError(error: unknown): error is SitegenError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;
}

export class SitegenError extends Error {
  readonly [BRAND] = true;
  readonly hint?: string;
  readonly problems: Problem[];
  readonly location: ProblemLocation;

  constructor(message: string, options: ProblemLocation & { hint?: string; problems?: Problem[]; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SitegenError';
    this.hint = options.hint;
    this.problems = options.problems ?? [];
    this.location = { file: options.file, key: options.key, route: options.route, locale: options.locale };
  }
}

/** One error for a list of problems found by a validation pass, so the user sees them all at once. */
export function problemsError(summary: string, problems: Problem[], hint?: string): SitegenError {
  const noun = problems.length === 1 ? 'problem' : 'problems';
  return new SitegenError(`${summary} (${problems.length} ${noun})`, { problems, hint });
}

/** `file: key: message`, the form every problem is printed in. */
export function formatProblem(problem: Problem): string {
  const where = [
    problem.file,
    problem.locale && `locale "${problem.locale}"`,
    problem.route && `route ${problem.route}`,
    problem.key && `key "${problem.key}"`,
  ]
    .filter(Boolean)
    .join(', ');
  return where ? `${where}: ${problem.message}` : problem.message;
}

/** Enough to see the pattern; thousands of lines would hide the hint. */
const MAX_PRINTED_PROBLEMS = 20;

/**
 * A file system refusing a file sitegen writes (beyond the output folder, which the build names
 * itself): the machine's state, not a bug. ENOENT is left out: a missing file may well be ours.
 */
const MACHINE_CAUSES: Record<string, { cause: string; fix: string }> = {
  ENOSPC: { cause: 'the disk is full', fix: 'free some space on that disk (df -h shows how much is left)' },
  EDQUOT: { cause: 'the disk quota is used up', fix: 'free some of your space on that disk' },
  EROFS: { cause: 'the file system is read-only', fix: 'use a folder on a writable disk, or mount the disk writable' },
  EACCES: { cause: 'permission denied', fix: 'give your user access to it (chmod, or chown to your user)' },
  EPERM: { cause: 'operation not permitted', fix: 'give your user access to it (chmod, or chown to your user)' },
  ENOTDIR: { cause: 'a part of the path is a file, not a folder', fix: 'move or rename the file that stands where a folder should be' },
  EMFILE: { cause: 'too many files are open', fix: 'raise the limit of open files (e.g. ulimit -n 4096)' },
  ENFILE: { cause: 'too many files are open', fix: 'raise the limit of open files (e.g. ulimit -n 4096)' },
};

function machineError(error: unknown): SitegenError | undefined {
  const { code, path, syscall } = (error ?? {}) as { code?: unknown; path?: unknown; syscall?: unknown };
  if (typeof code !== 'string' || typeof path !== 'string' || !(code in MACHINE_CAUSES)) return undefined;
  const verb = syscall === 'open' || syscall === 'read' || syscall === 'scandir' || syscall === 'stat' ? 'access' : 'write';
  const { cause, fix } = MACHINE_CAUSES[code]!;
  return new SitegenError(`Cannot ${verb} ${path}: ${cause} (${code})`, {
    file: path,
    hint: `This is the state of the machine, not a mistake in the site: ${fix}, then run the command again.`,
    cause: error,
  });
}

/** The text the CLI prints for an error: user mistakes plainly, our bugs as `Internal error:`. */
export function formatError(error: unknown): string {
  const machine = machineError(error);
  if (machine) return formatError(machine);
  if (isSitegenError(error)) {
    const lines = [error.message];
    for (const problem of error.problems.slice(0, MAX_PRINTED_PROBLEMS)) lines.push(`  - ${formatProblem(problem)}`);
    const more = error.problems.length - MAX_PRINTED_PROBLEMS;
    if (more > 0) lines.push(`  … and ${more} more like these`);
    if (error.hint) lines.push('', error.hint);
    return lines.join('\n');
  }
  const err = error instanceof Error ? error : new Error(String(error));
  return `Internal error: ${err.stack ?? err.message}\nThis is a bug in sitegen; please report it with the output above.`;
}
