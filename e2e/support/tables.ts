import type { Locator } from '@playwright/test';

/**
 * A table's rows of data. mantine-datatable draws one empty row in a table without records, a report's list while
 * its first page is on its way too: "the row after the headings" can be that one, and a check run on it passes
 * or fails on nothing (CI failed the remarks test at 0.9 s, its page not yet arrived).
 */
export function dataRows(table: Locator): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: /\S/ }) });
}
