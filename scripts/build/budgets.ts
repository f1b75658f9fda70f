/** `npm run budgets`: checks the byte budgets of the build in dist/ (see budgetReport.ts). */
import { formatBudgetReport, measureBudgets } from './budgetReport.ts';

const report = await measureBudgets('dist');
console.log(formatBudgetReport(report));
if (report.failures.length > 0) process.exitCode = 1;
