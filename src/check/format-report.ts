/**
 * The report of `sitegen check` and of a build that failed its checks: problems grouped by rule,
 * the same message on many pages folded into one line (a broken nav link is one line, not one per
 * page), at most `limit` lines in all. Pure.
 */
import { CHECK_RULES, RULE_TITLES, type CheckProblem } from './problem.js';

export function formatCheckReport(problems: CheckProblem[], limit = 50): string {
  const lines: string[] = [];
  let shown = 0;
  for (const rule of CHECK_RULES) {
    const inRule = problems.filter((problem) => problem.rule === rule);
    if (inRule.length === 0) continue;
    lines.push(`${RULE_TITLES[rule]} (${inRule.length})`);
    for (const { severity, message, files } of foldByMessage(inRule)) {
      if (shown === limit) break;
      const where = files.length === 1 ? files[0] : `${files[0]} and ${files.length - 1} other ${files.length === 2 ? 'file' : 'files'}`;
      lines.push(`  - ${where}: ${severity === 'warning' ? 'warning: ' : ''}${message}`);
      shown += 1;
    }
  }
  const folded = CHECK_RULES.reduce((sum, rule) => sum + foldByMessage(problems.filter((problem) => problem.rule === rule)).length, 0);
  if (folded > shown) lines.push(`  … and ${folded - shown} more not shown`);
  return lines.join('\n');
}

/** `3 problems in 2 files`, counting errors and warnings apart. */
export function countProblems(problems: CheckProblem[]): string {
  const errors = problems.filter((problem) => problem.severity === 'error');
  const warnings = problems.length - errors.length;
  const files = new Set(errors.map((problem) => problem.file)).size;
  const parts = [`${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} in ${files} ${files === 1 ? 'file' : 'files'}`];
  if (warnings > 0) parts.push(`${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`);
  return parts.join(', ');
}

function foldByMessage(problems: CheckProblem[]): { severity: CheckProblem['severity']; message: string; files: string[] }[] {
  const byMessage = new Map<string, { severity: CheckProblem['severity']; message: string; files: string[] }>();
  for (const { severity, message, file } of problems) {
    const key = `${severity}\n${message}`;
    const entry = byMessage.get(key);
    if (entry) entry.files.push(file);
    else byMessage.set(key, { severity, message, files: [file] });
  }
  return [...byMessage.values()];
}
