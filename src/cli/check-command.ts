import path from 'node:path';
import { checkFolder } from '../check/check-folder.js';
import { countProblems, formatCheckReport } from '../check/format-report.js';
import { SitegenError } from '../errors.js';

export interface CheckCommandOptions {
  dir: string;
  siteUrl?: string;
}

export async function runCheck(options: CheckCommandOptions): Promise<void> {
  const started = performance.now();
  const dir = path.resolve(options.dir);
  const result = await checkFolder({ dir, siteUrl: options.siteUrl?.replace(/\/+$/, '') });
  const ms = Math.round(performance.now() - started);
  const shown = path.relative(process.cwd(), dir) || '.';
  const checked = `${result.pages} pages and ${result.files} files of ${shown}/ (for ${result.siteUrl}) in ${ms} ms`;
  if (result.problems.some((problem) => problem.severity === 'error')) {
    throw new SitegenError(`Checked ${checked}: ${countProblems(result.problems)}\n\n${formatCheckReport(result.problems)}`, {
      hint: 'Each line names the output file and what to fix; fix the page, content or message it comes from and build again.',
    });
  }
  if (result.problems.length > 0) process.stdout.write(`${formatCheckReport(result.problems)}\n`);
  process.stdout.write(`Checked ${checked}: ${result.problems.length === 0 ? 'no problems' : countProblems(result.problems)}\n`);
}
