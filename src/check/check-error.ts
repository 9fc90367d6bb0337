/** The error a build fails with when its output does not pass the site checks. */
import { SitegenError } from '../errors.js';
import { countProblems, formatCheckReport } from './format-report.js';
import type { CheckProblem } from './problem.js';

/** @param outDir the output folder as the user knows it (`dist`), when the build writes one */
export function checkFailedError(problems: CheckProblem[], outDir?: string): SitegenError {
  const kept = outDir ? `; ${outDir}/ was left as it was` : '';
  return new SitegenError(`The built site failed its checks (${countProblems(problems)})${kept}:\n\n${formatCheckReport(problems)}`, {
    hint: 'Each line names the output file and what to fix; fix the page, content or message it comes from and build again.\n`sitegen build --no-check` skips the checks, if you must publish anyway.',
  });
}
